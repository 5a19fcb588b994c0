/**
 * The outbox table's one migration source (outbox.table.ts is its Drizzle definition). Every
 * service that publishes used to generate the table in its own drizzle folder; those old migration
 * files stay as they are (databases that applied them record them in their journal), and a
 * service's schema no longer names the table. openDatabase() runs this after the service's own
 * migrations, under the same migration lock:
 * - idempotent: on a database whose old migrations created the table it changes nothing;
 * - catalog checks first, no DDL when there is nothing to do: a replica starting next to running
 *   ones takes no lock on a busy outbox;
 * - a later change to the table is one more guarded step at the end of this block.
 */
export const OUTBOX_MIGRATION = `
DO $outbox$
BEGIN
  IF to_regclass('outbox') IS NULL THEN
    CREATE TABLE "outbox" (
      "id" uuid PRIMARY KEY NOT NULL,
      "event" text NOT NULL,
      "payload" jsonb NOT NULL,
      "occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
      "pending" jsonb NOT NULL,
      "attempts" integer DEFAULT 0 NOT NULL,
      "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
      "req_id" text
    );
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = to_regclass('outbox') AND attname = 'req_id' AND NOT attisdropped) THEN
    ALTER TABLE "outbox" ADD COLUMN "req_id" text;
  END IF;
  IF to_regclass('outbox_due_idx') IS NULL THEN
    CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at", "occurred_at");
  END IF;
END
$outbox$;
`;
