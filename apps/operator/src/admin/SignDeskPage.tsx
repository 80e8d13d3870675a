/** /admin/signs (管理员): issue operator signs, copy their links once, revoke them. */
import { errorMessage } from '@huashi/api';
import { ConfirmDialog, Page, SignIssuer, SignList, Stack, useMessage, type SignRowData } from '@huashi/ui';
import { useState } from 'react';
import { queryStatus } from './queryStatus';
import { issuedLinks, signRowData, useSignDesk } from './useSignDesk';

export function SignDeskPage() {
  const message = useMessage();
  const { list, issue, revoke } = useSignDesk();
  const [revoking, setRevoking] = useState<SignRowData | null>(null);

  const copy = (url: string) =>
    navigator.clipboard.writeText(url).then(
      () => message.success('链接已复制'),
      () => message.error('无法访问剪贴板，请手动选中链接复制'),
    );

  return (
    <Page as="main" width="fill" gutter="lg" title="调配签名" description="调配员凭签名链接打开调配工具和地址管理；撤销后链接立即失效。">
      <Stack gap={4}>
        <SignIssuer
          pending={issue.isPending}
          serverError={issue.isError ? errorMessage(issue.error, '签发失败，请稍后再试') : undefined}
          issued={issue.data ? issuedLinks(issue.data, window.location.origin) : null}
          onCopy={(url) => void copy(url)}
          onSubmit={(values) => {
            if (!issue.isPending) issue.mutate(values);
          }}
        />
        <SignList
          rows={(list.data ?? []).map(signRowData)}
          {...queryStatus(list, '签名列表加载失败，请稍后再试')}
          pendingId={revoke.isPending ? (revoke.variables ?? null) : null}
          onRevoke={setRevoking}
        />
      </Stack>
      <ConfirmDialog
        open={revoking !== null}
        title="撤销签名"
        message={revoking ? `确认撤销「${revoking.label}」的签名吗？其链接将立即失效。` : ''}
        tone="danger"
        confirmText="撤销"
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (!revoking) return;
          const row = revoking;
          setRevoking(null);
          revoke.mutate(row.id, {
            onSuccess: () => message.success(`已撤销「${row.label}」的签名`),
            onError: (error) => message.error(errorMessage(error, '撤销失败，请稍后再试')),
          });
        }}
      />
    </Page>
  );
}
