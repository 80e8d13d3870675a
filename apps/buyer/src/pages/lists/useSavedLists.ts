import { errorMessage, savedListKeys, type SavedListLineInput } from '@huashi/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { savedLists } from '../../session';

/** What a list line sends back to the server: its codes and bunches (names are the server's to look up). */
export function lineInput(line: SavedListLineInput): SavedListLineInput {
  return {
    flwCode: line.flwCode,
    levelName: line.levelName ?? null,
    lengthCode: line.lengthCode ?? null,
    supplierId: line.supplierId ?? null,
    bunches: line.bunches,
  };
}

/** The buyer's saved lists (/lists and the product page's 加入常购清单): one read, every change invalidates it. */
export function useSavedListsQuery(enabled = true) {
  const query = useQuery({ queryKey: savedListKeys.list(), queryFn: ({ signal }) => savedLists.list(signal), enabled });
  return {
    lists: query.data,
    loadError: query.isError && !query.data ? errorMessage(query.error) : undefined,
    reload: () => void query.refetch(),
  };
}

/**
 * The changes of /lists, each a mutation that invalidates the lists when it settles. They reject with the server's
 * refusal (ApiError): the page shows its message where the buyer acted (the name dialog, a toast).
 */
export function useSavedListChanges() {
  const queryClient = useQueryClient();
  const settled = () => queryClient.invalidateQueries({ queryKey: savedListKeys.all });
  const create = useMutation({ mutationFn: savedLists.create, onSettled: settled });
  const rename = useMutation({ mutationFn: (v: { id: number; name: string }) => savedLists.rename(v.id, v.name), onSettled: settled });
  const remove = useMutation({ mutationFn: (id: number) => savedLists.remove(id), onSettled: settled });
  const replaceLines = useMutation({
    mutationFn: (v: { id: number; lines: SavedListLineInput[] }) => savedLists.replaceLines(v.id, v.lines.map(lineInput)),
    onSettled: settled,
  });
  const addLine = useMutation({
    mutationFn: (v: { id: number; line: SavedListLineInput }) => savedLists.addLine(v.id, lineInput(v.line)),
    onSettled: settled,
  });
  return { create, rename, remove, replaceLines, addLine };
}
