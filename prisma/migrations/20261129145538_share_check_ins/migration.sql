-- AlterTable
ALTER TABLE "users" ADD COLUMN     "share_check_ins" BOOLEAN NOT NULL DEFAULT false;
