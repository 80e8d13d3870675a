/**
 * The readers of `npm run bench:rush -- --readers C`: bench:read's load loop (scripts/benchShared.ts `readLoad`) in a
 * process of its own, forked by bench:rush (`startReaders`). It gets its plan over IPC, warms up, says `measuring`
 * (the rush opens then), reads for the rush's seconds and sends back its figures. It exits when its parent goes away.
 */
import { readLoad, type ReadPlan, type ReaderMessage } from './benchShared';

process.on('disconnect', () => process.exit(0));
process.once('message', (plan: ReadPlan) => {
  const tell = (message: ReaderMessage) => process.send?.(message);
  readLoad({ ...plan, onMeasuring: () => tell({ type: 'measuring' }) }).then(
    (result) => tell({ type: 'done', result }),
    (error: unknown) => tell({ type: 'error', message: String((error as Error).stack ?? error) }),
  );
});
process.send?.({ type: 'ready' } satisfies ReaderMessage);
