import { useState } from 'react';
import styled from 'styled-components';
import { Banner } from '../../../primitives/Banner';
import { Button } from '../../../primitives/Button';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { Dialog } from '../../../primitives/Dialog';
import { Stack } from '../../../primitives/Stack';
import { vars } from '../../../theme/vars';
import { SummaryList } from '../../../internal/summaryList';
import { AfterSaleProgress } from './AfterSaleProgress';
import type { AfterSaleRecordData } from './AfterSaleList';
import { StyledPhotoRow } from './ImageUploader';

/** One record as /afterdetail shows it; photo addresses are ready to show (the page fetches private ones with the token). */
export type AfterSaleDetailData = Omit<AfterSaleRecordData, 'mainId' | 'itemId'> & {
  asReason: string;
  /** A rejection's or a lowered amount's reason ('' when none). */
  asNotice: string;
  photos: readonly { thumb: string; full: string }[];
  canCancel: boolean;
};

export type AfterSaleDetailProps = {
  record: AfterSaleDetailData;
  onCancel: () => void;
  cancelling?: boolean;
  cancelError?: string;
};

const StyledPhotos = styled(StyledPhotoRow)`
  button {
    padding: ${vars.space[0]};
    border: none;
    background: none;
    cursor: zoom-in;
  }

  img {
    width: ${vars.size.illustration};
    height: ${vars.size.illustration};
    object-fit: cover;
    border-radius: ${vars.radius.md};
  }
`;

const StyledLarge = styled.img`
  display: block;
  max-width: 100%;
  max-height: 70vh;
  margin: ${vars.space[0]} auto;
`;

const StyledStatus = styled.p`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.bold};
  color: ${vars.color.primary};
`;

/** /afterdetail (§2, §4): the progress, the status text, the item, type, quantity, description, photos (click to enlarge); 撤销 while status ≤ 1, with a confirm. */
export function AfterSaleDetail({ record, onCancel, cancelling = false, cancelError }: AfterSaleDetailProps) {
  const [enlarged, setEnlarged] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack gap={4}>
      <AfterSaleProgress status={record.status} />
      <StyledStatus role="status">{record.statusText}</StyledStatus>
      {record.asNotice ? <Banner tone={record.status === 2 ? 'error' : 'info'}>处理说明：{record.asNotice}</Banner> : null}
      <SummaryList $variant="facts">
        <dt>商品</dt>
        <dd>
          {record.flwName} {record.levelName} · {record.supplierName}
        </dd>
        <dt>订单号</dt>
        <dd>{record.orderNo}</dd>
        <dt>售后类型</dt>
        <dd>{record.asName}</dd>
        <dt>售后数量</dt>
        <dd>{record.asQty}扎</dd>
        <dt>问题描述</dt>
        <dd>{record.asReason}</dd>
        <dt>申请时间</dt>
        <dd>{record.createTime}</dd>
      </SummaryList>
      <StyledPhotos aria-label="问题图片">
        {record.photos.map((photo, index) => (
          // Keyed by place: the full images may still be loading ('' each) and two photos may share an address.
          <li key={`${index}:${photo.thumb}`}>
            <button type="button" aria-label={`放大问题图片${index + 1}`} onClick={() => setEnlarged(index)}>
              <img src={photo.thumb} alt={`问题图片${index + 1}`} />
            </button>
          </li>
        ))}
      </StyledPhotos>
      {cancelError ? <Banner tone="error">{cancelError}</Banner> : null}
      {record.canCancel ? (
        <div>
          <Button variant="secondary" loading={cancelling} onClick={() => setConfirming(true)}>
            撤销
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="撤销售后"
        message="确认撤销该售后申请吗？"
        confirmText="确认撤销"
        tone="danger"
        onConfirm={() => {
          setConfirming(false);
          onCancel();
        }}
        onCancel={() => setConfirming(false)}
      />
      <Dialog open={enlarged !== null} onClose={() => setEnlarged(null)} title={`问题图片${(enlarged ?? 0) + 1}`} size="lg">
        {enlarged !== null && record.photos[enlarged] ? (
          <StyledLarge src={record.photos[enlarged].full} alt={`问题图片${enlarged + 1}`} />
        ) : null}
      </Dialog>
    </Stack>
  );
}
