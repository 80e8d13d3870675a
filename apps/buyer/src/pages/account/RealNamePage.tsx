/**
 * /realname (§2, §5; issue 17 slice B1): the buyer's real-name status and form — name, ID number, validity, the card's
 * two photos (uploaded as private `identity` images, with progress) — then 审核中 until 财务 decides: 已认证 with the
 * number masked, or 驳回 with the reason and the form again.
 */
import { errorMessage, realNameApi, realNameKeys } from '@huashi/api';
import { Page, RealNameForm, useMessage, type IdPhotoSide, type IdPhotoSlot } from '@huashi/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { client } from '../../session';
import { uploadImage } from '../../uploadImage';
import { MESSAGES } from '@huashi/domain';

const realName = realNameApi(client);

export function RealNamePage() {
  const message = useMessage();
  const queryClient = useQueryClient();
  const mine = useQuery({ queryKey: realNameKeys.mine(), queryFn: realName.get });
  // The checks' today (when the page opened): a birth date after it is refused here as the server does.
  const [now] = useState(() => Date.now());
  const [photos, setPhotos] = useState<Record<IdPhotoSide, IdPhotoSlot | null>>({ front: null, behind: null });
  const previews = useRef<string[]>([]);
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const pick = (side: IdPhotoSide, file: File) => {
    const previewUrl = URL.createObjectURL(file);
    previews.current.push(previewUrl);
    setPhotos((all) => ({ ...all, [side]: { previewUrl, progress: 0 } }));
    const update = (patch: Partial<IdPhotoSlot>) =>
      setPhotos((all) => (all[side]?.previewUrl === previewUrl ? { ...all, [side]: { ...all[side], ...patch } } : all));
    uploadImage(file, 'identity', (progress) => update({ progress })).then(
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
        loadError={mine.isError ? errorMessage(mine.error, MESSAGES.requestFailed) : undefined}
        front={photos.front}
        behind={photos.behind}
        onPick={pick}
        onSubmit={(values) => submit.mutate(values)}
        pending={submit.isPending}
        serverError={submit.isError ? errorMessage(submit.error, '提交失败，请稍后再试') : undefined}
        now={now}
      />
    </Page>
  );
}
