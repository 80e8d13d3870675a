/** The 调配签名 desk's server state: the signs, issuing one (its links kept for this page only) and revoking. */
import { staffKeys, type IssuedSign, type OperatorSignRow } from '@huashi/api';
import type { SignIssueValues } from '@huashi/domain';
import type { SignRowData } from '@huashi/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staff } from './staffSession';

export function signRowData(row: OperatorSignRow): SignRowData {
  return {
    id: row.id,
    label: row.label,
    editDifferAmount: row.editDifferAmount,
    state: row.state,
    expiresAt: Date.parse(row.expiresAt),
    createdAt: Date.parse(row.createdAt),
  };
}

const LINK_NAMES: Record<keyof IssuedSign['links'], string> = { goodTp: '调配工具', cpsix: '地址管理', cpsixNew: '地址管理（新版）' };

/** The issued sign's links as absolute URLs of this site, to hand to the operator. */
export function issuedLinks(issued: IssuedSign, origin: string) {
  return {
    label: issued.row.label,
    links: (Object.keys(LINK_NAMES) as (keyof IssuedSign['links'])[]).map((key) => ({
      name: LINK_NAMES[key],
      url: new URL(issued.links[key], origin).href,
    })),
  };
}

export function useSignDesk() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: staffKeys.signs(), queryFn: staff.signs });
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffKeys.signs() });
  const issue = useMutation({
    mutationFn: (values: SignIssueValues) =>
      staff.issueSign({ label: values.label, ttlHours: Number(values.ttlHours), editDifferAmount: values.editDifferAmount }),
    onSuccess: refresh,
  });
  const revoke = useMutation({ mutationFn: (id: number) => staff.revokeSign({ id }), onSettled: refresh });
  return { list, issue, revoke };
}
