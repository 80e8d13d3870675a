/** /afterdetail?list={mainId,itemId}[&idCode] (§2, §4): the record's progress, status, item, photos; 撤销 while status ≤ 1. */
import { afterSalesKeys, errorMessage } from '@huashi/api';
import { readQueryJson, MESSAGES } from '@huashi/domain';
import { AfterSaleDetail, EmptyState, Page, Skeleton } from '@huashi/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { afterSales, useAfterSalesChanged, usePrivatePhotos } from './afterSalesIo';
import { BackButton } from '../../BackButton';

export function AfterSaleDetailPage() {
  const search = `?${useSearch()}`;
  const changed = useAfterSalesChanged();
  const ref = readQueryJson<{ mainId?: number; itemId?: number }>(search, 'list');
  const mainId = Number(ref?.mainId);
  const itemId = Number(ref?.itemId);
  const valid = Number.isSafeInteger(mainId) && mainId > 0 && Number.isSafeInteger(itemId) && itemId > 0;
  const record = useQuery({
    queryKey: afterSalesKeys.record(mainId, itemId),
    queryFn: () => afterSales.fetch(mainId, itemId),
    enabled: valid,
  });
  const data = record.data ?? null;
  const photos = usePrivatePhotos(data?.images.flatMap((i) => [i.thumbUrl, i.url]) ?? []);
  const cancel = useMutation({
    mutationFn: (id: number) => afterSales.cancel(id),
    onSuccess: changed,
  });
  const back = <BackButton to="/afterlist">返回售后查询</BackButton>;
  return (
    <Page title="售后详情" actions={back}>
      {!valid || (record.isSuccess && !data) ? <EmptyState text="售后记录不存在" action={back} /> : null}
      {valid && record.isPending ? <Skeleton variant="text" lines={6} aria-label="正在加载售后详情" /> : null}
      {valid && record.isError ? <EmptyState text={errorMessage(record.error, MESSAGES.requestFailed)} action={back} /> : null}
      {data ? (
        <AfterSaleDetail
          record={{
            ...data,
            productImage: data.orderItem.productImage,
            photos: data.images.map((i) => ({ thumb: photos[i.thumbUrl] ?? '', full: photos[i.url] ?? '' })).filter((p) => p.thumb),
          }}
          onCancel={() => cancel.mutate(data.id)}
          cancelling={cancel.isPending}
          cancelError={cancel.isError ? errorMessage(cancel.error, '撤销失败，请稍后再试') : undefined}
        />
      ) : null}
    </Page>
  );
}
