-- A quote's estimate is read from its own items (domain/quote-estimate.ts: 'From' the lowest
-- item, up to their sum), so it cannot disagree with them; the stored copies, which could and
-- did, go.
ALTER TABLE "quotes" DROP CONSTRAINT "quotes_estimate_check";--> statement-breakpoint
ALTER TABLE "quotes" DROP COLUMN "estimated_min";--> statement-breakpoint
ALTER TABLE "quotes" DROP COLUMN "estimated_max";