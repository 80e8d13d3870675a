/** /aftersale?idCode={mainId}&listd={item JSON: the OrderItemView /order's row passes} (§2, §5): file a claim with up to 3 photos; success goes to /afterlist. */
import { afterSalesKeys, errorMessage } from '@huashi/api';
import { readQuery, readQueryJson, MESSAGES } from '@huashi/domain';
import { AfterSaleForm, EmptyState, Page, Skeleton, type AfterSaleFormValues, type OrderItemView, type UploadSlot } from '@huashi/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { afterSales, uploadProof, useAfterSalesChanged } from './afterSalesIo';
import { BackButton } from '../../BackButton';

export function AfterSaleApplyPage() {
  const search = `?${useSearch()}`;
  const changed = useAfterSalesChanged();
  const mainId = Number(readQuery(search, 'idCode'));
  const item = readQueryJson<OrderItemView>(search, 'listd');
  const itemId = Number(item?.itemId);
  const valid = Number.isSafeInteger(mainId) && mainId > 0 && Number.isSafeInteger(itemId) && itemId > 0;
  const info = useQuery({
    queryKey: afterSalesKeys.formInfo(mainId, itemId),
    queryFn: () => afterSales.formInfo(mainId, itemId),
    enabled: valid,
  });
  const [slots, setSlots] = useState<UploadSlot[]>([]);
  const previews = useRef<string[]>([]);
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const add = (files: File[]) => {
    for (const file of files) {
      const id = `${Date.now()}-${Math.random()}`;
      const previewUrl = URL.createObjectURL(file);
      previews.current.push(previewUrl);
      setSlots((list) => [...list, { id, previewUrl, name: file.name, progress: 0 }]);
      const update = (patch: Partial<UploadSlot>) => setSlots((list) => list.map((s) => (s.id === id ? { ...s, ...patch } : s)));
      uploadProof(file, (progress) => update({ progress })).then(
        (key) => update({ key, progress: 100 }),
        (error: unknown) => update({ error: error instanceof Error ? error.message : '上传失败，请重试' }),
      );
    }
  };
  const submit = useMutation({
    mutationFn: (values: AfterSaleFormValues) => afterSales.add({ mainId, itemId, ...values, asImages: JSON.stringify(values.asImages) }),
    onSuccess: changed,
  });
  const back = <BackButton to="/order">返回我的订单</BackButton>;

  return (
    <Page title="申请售后" actions={back}>
      {!valid || !item ? <EmptyState text="商品不存在" action={back} /> : null}
      {valid && item && info.isPending ? <Skeleton variant="text" lines={6} aria-label="正在加载" /> : null}
      {valid && item && info.isError ? <EmptyState text={errorMessage(info.error, MESSAGES.requestFailed)} action={back} /> : null}
      {valid && item && info.data ? (
        <AfterSaleForm
          item={{
            flwName: item.flwName,
            levelName: item.levelName,
            productImage: item.productImage,
            supplierName: item.supplierName,
            buyQty: item.buyQty,
            flwUnitno: item.flwUnitno,
            buyPriceFen: item.buyPriceFen,
          }}
          types={info.data.types}
          claimable={info.data.claimable}
          refusal={info.data.refusal}
          slots={slots}
          onAddImages={add}
          onRemoveImage={(id) => setSlots((list) => list.filter((s) => s.id !== id))}
          onSubmit={(values) => submit.mutate(values)}
          pending={submit.isPending}
          serverError={submit.isError ? errorMessage(submit.error, '提交失败，请稍后再试') : undefined}
        />
      ) : null}
    </Page>
  );
}
