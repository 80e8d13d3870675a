/**
 * /standing (ours, issue 32): the buyer's standing orders (固定订单) — the list with the fairness rule, the editor
 * (?edit=new or ?edit=<id>, so Back closes it), pause/resume, skip the next run, delete, and each run's result.
 */
import {
  Card,
  NEW_STANDING_ORDER,
  Page,
  Skeleton,
  StandingOrderEditor,
  StandingOrderList,
  StandingRunResult,
  useMessage,
} from '@huashi/ui';
import { useUrlState, type UrlCodec } from '../../urlState';
import { useStandingOrders } from './useStandingOrders';
import { useStandingRuns } from './useStandingRuns';
import { useStandingSuppliers } from './useStandingSuppliers';
import { useStandingVarieties } from './useStandingVarieties';

type Editing = 'new' | number | null;

const codec: UrlCodec<{ edit: Editing }> = {
  read: (search) => {
    const edit = new URLSearchParams(search).get('edit');
    if (edit === 'new') return { edit: 'new' };
    const id = Number(edit);
    return { edit: Number.isInteger(id) && id > 0 ? id : null };
  },
  write: (state) => ({ edit: state.edit === null ? undefined : String(state.edit) }),
};

export function StandingPage() {
  const [{ edit }, setState] = useUrlState(codec);
  const orders = useStandingOrders();
  const runs = useStandingRuns();
  const varieties = useStandingVarieties();
  const findSuppliers = useStandingSuppliers();
  const message = useMessage();
  const close = () => {
    orders.resetSave();
    setState({ edit: null });
  };
  const initial = typeof edit === 'number' ? orders.formOf(edit) : NEW_STANDING_ORDER;

  return (
    <Page width="narrow" gutter="lg" title="固定订单" description="按设定的时间和花材，到点自动用余额下单。">
      {edit !== null ? (
        <Card title={edit === 'new' ? '新建固定订单' : '编辑固定订单'}>
          {initial ? (
            <StandingOrderEditor
              key={String(edit)}
              varieties={varieties}
              share={orders.share}
              findSuppliers={findSuppliers}
              initial={initial}
              submitting={orders.saving}
              serverError={orders.saveError}
              onCancel={close}
              onSubmit={(values) =>
                void orders.save({ values, id: typeof edit === 'number' ? edit : null }).then(() => {
                  message.success('已保存');
                  close();
                })
              }
            />
          ) : (
            <Skeleton />
          )}
        </Card>
      ) : orders.loading ? (
        <Skeleton />
      ) : (
        <StandingOrderList
          orders={orders.orders}
          fairRule={orders.fairRule}
          busyId={orders.changingId}
          onCreate={() => setState({ edit: 'new' })}
          onEdit={(id) => setState({ edit: id })}
          onSetPaused={(id, paused) => orders.change({ kind: 'pause', id, paused })}
          onSkip={(id) => orders.change({ kind: 'skip', id })}
          onDelete={(id) => orders.change({ kind: 'remove', id })}
        />
      )}
      {orders.changeError ? <p role="alert">{orders.changeError}</p> : null}
      <Card title="执行记录">
        {runs.runs.length === 0 ? <p>还没有执行记录。</p> : runs.runs.map((run) => <StandingRunResult key={run.id} run={run} />)}
      </Card>
    </Page>
  );
}
