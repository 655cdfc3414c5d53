-- A bar menu's venue is the one its account speaks for when the menu is read (issue 41's audit, decision
-- 0077): a venue kept on the menu when it was made stayed empty for a bar whose claim was still pending,
-- and stayed the venue after an admin rejected the bar's listing of it. The column goes.

-- DropForeignKey
ALTER TABLE "menus" DROP CONSTRAINT "menus_venue_id_fkey";

-- DropIndex
DROP INDEX "menus_venue_id_idx";

-- AlterTable
ALTER TABLE "menus" DROP COLUMN "venue_id";
