/**
 * /quick (ours, issue 32): 快速下单 — paste lines as florists write them (or upload the filled template), 识别并匹配
 * reads and matches them on the server, every line shows its state (PadLineList), and the buying happens on the shared
 * review sheet (核对并购买).
 */
import { Card, OrderPadForm, Page, PadLineList } from '@huashi/ui';
import { useState } from 'react';
import { ReviewSheet } from '../../buying/ReviewSheet';
import { downloadPadTemplate, readPadFile } from './padFile';
import { padLineViews } from './padViewModels';
import { useOrderPadMatch } from './useOrderPadMatch';

export function QuickOrderPage() {
  const pad = useOrderPadMatch();
  const [reviewing, setReviewing] = useState(false);
  const lines = pad.result ? padLineViews(pad.result) : undefined;
  return (
    <Page width="narrow" gutter="lg" title="快速下单" description="把每天要买的花贴进来，一次匹配今天的货源。">
      <Card>
        <OrderPadForm
          onSubmit={async (text) => {
            await pad.match(text);
          }}
          onReadFile={readPadFile}
          onDownloadTemplate={() => void downloadPadTemplate()}
          pending={pad.pending}
          serverError={pad.error}
        />
      </Card>
      {lines ? <PadLineList lines={lines} onReview={() => setReviewing(true)} /> : null}
      <ReviewSheet
        open={reviewing && pad.result !== undefined}
        onClose={() => setReviewing(false)}
        title="快速下单"
        emptyText="没有可购买的行，请修改后重新识别"
        sheet={pad.result}
        error={null}
      />
    </Page>
  );
}
