/**
 * 买这张清单 (issue 32) on /lists: POST /v1/lists/match matches the list's lines to today's lots (read afresh each time
 * the sheet opens), shown on the shared review sheet with its 加入购物车 / 立即购买.
 */
import { savedListKeys } from '@huashi/api';
import { useSheetDialog, type SheetDialog } from '../../buying/useSheetDialog';
import { savedLists } from '../../session';

export function useBuyList(): SheetDialog {
  return useSheetDialog({
    key: savedListKeys.match,
    read: (id) => savedLists.match(id),
    title: '买这张清单',
    emptyText: '这张清单没有可购买的商品',
  });
}
