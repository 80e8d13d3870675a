/**
 * /realname (§2, §5; issue 17 slice B1): the buyer's real-name status and form — name, ID number, validity, the card's
 * two photos (uploaded as private `identity` images, with progress) — then 审核中 until 财务 decides: 已认证 with the
 * number masked, or 驳回 with the reason and the form again.
 */
import { errorMessage, PATHS, realNameApi, realNameKeys, UPLOAD_PATHS, type Health, type UploadResult } from '@huashi/api';
import { UPLOAD_SIGN_SUFFIX, uploadSign } from '@huashi/domain';
import { Page, RealNameForm, useMessage, type IdPhotoSide, type IdPhotoSlot } from '@huashi/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { client, session } from '../../session';

const realName = realNameApi(client);

/** Uploads one identity photo; `onProgress` gets 0–100. Resolves with its key or rejects with the server's message. */
async function uploadIdentityPhoto(file: File, onProgress: (percent: number) => void): Promise<string> {
  const { time } = await client.get<Health>(PATHS.health);
  const seconds = String(Math.floor(Date.parse(time) / 1000));
  const form = new FormData();
  form.append('time', seconds);
  form.append('sign', uploadSign(seconds, UPLOAD_SIGN_SUFFIX));
  form.append('prefix', 'identity');
  form.append('images', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${UPLOAD_PATHS.upload}`);
    const token = session.token();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onload = () => {
      try {
        const body = JSON.parse(xhr.responseText) as { code: number; msg: string; data: UploadResult | null };
        if (body.code === 200 && body.data) resolve(body.data.images[0]!.key);
        else reject(new Error(body.msg || '上传失败，请重试'));
      } catch {
        reject(new Error('上传失败，请重试'));
      }
    };
    xhr.onerror = () => reject(new Error('上传失败，请检查网络后重试'));
    xhr.send(form);
  });
}

export function RealNamePage() {
  const message = useMessage();
  const queryClient = useQueryClient();
  const mine = useQuery({ queryKey: realNameKeys.mine(), queryFn: realName.get });
  const [photos, setPhotos] = useState<Record<IdPhotoSide, IdPhotoSlot | null>>({ front: null, behind: null });
  const previews = useRef<string[]>([]);
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const pick = (side: IdPhotoSide, file: File) => {
    const previewUrl = URL.createObjectURL(file);
    previews.current.push(previewUrl);
    setPhotos((all) => ({ ...all, [side]: { previewUrl, progress: 0 } }));
    const update = (patch: Partial<IdPhotoSlot>) =>
      setPhotos((all) => (all[side]?.previewUrl === previewUrl ? { ...all, [side]: { ...all[side], ...patch } } : all));
    uploadIdentityPhoto(file, (progress) => update({ progress })).then(
      (key) => update({ key, progress: 100 }),
      (error: unknown) => update({ error: error instanceof Error ? error.message : '上传失败，请重试' }),
    );
  };
  const submit = useMutation({
    mutationFn: realName.submit,
    onSuccess: (record) => {
      message.success('提交成功，请等待审核');
      queryClient.setQueryData(realNameKeys.mine(), record);
      setPhotos({ front: null, behind: null });
    },
  });

  return (
    <Page title="实名认证">
      <RealNameForm
        record={mine.data ?? null}
        loading={mine.isPending}
        loadError={mine.isError ? errorMessage(mine.error, '请求错误，请稍后再试') : undefined}
        front={photos.front}
        behind={photos.behind}
        onPick={pick}
        onSubmit={(values) => submit.mutate(values)}
        pending={submit.isPending}
        serverError={submit.isError ? errorMessage(submit.error, '提交失败，请稍后再试') : undefined}
      />
    </Page>
  );
}
