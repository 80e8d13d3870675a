ALTER TABLE "balance_ledger" ADD COLUMN "frozen_delta_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Amounts frozen before the ledger recorded freezes (pending withdrawals) open the frozen ledger once.
INSERT INTO "balance_ledger" ("buyer_id", "io_value_fen", "frozen_delta_fen", "io_notice", "balance_after_fen", "ref_type")
SELECT "id", 0, "frozen_fen", '冻结金额（账本开始记录冻结时已冻结）', "balance_fen", 'frozen-opening'
FROM "buyers" WHERE "frozen_fen" <> 0;
