/**
 * A home block's value as its component takes it: undefined while loading (a skeleton), null when the call failed
 * (home blocks never break the page: the block shows its empty state), else the answer.
 */
export function settled<T>(query: { isPending: boolean; isError: boolean; data: T | undefined }): T | null | undefined {
  if (query.isError) return null;
  if (query.isPending) return undefined;
  return query.data;
}
