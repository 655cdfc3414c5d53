-- Extensions used by the trigram search indexes
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "ProfileType" AS ENUM ('user', 'bartender', 'bar', 'brand', 'admin');

-- CreateEnum
CREATE TYPE "Visibility" AS ENUM ('public', 'private');

-- CreateEnum
CREATE TYPE "CocktailType" AS ENUM ('my_own', 'other');

-- CreateEnum
CREATE TYPE "ReportStatus" AS ENUM ('open', 'reviewing', 'resolved', 'dismissed');

-- CreateEnum
CREATE TYPE "OrganizationType" AS ENUM ('bar', 'restaurant', 'hotel', 'brand', 'other');

-- CreateEnum
CREATE TYPE "VerificationStatus" AS ENUM ('unverified', 'pending', 'verified', 'denied');

-- CreateEnum
CREATE TYPE "VerificationRequestStatus" AS ENUM ('pending', 'verified', 'denied', 'withdrawn');

-- CreateEnum
CREATE TYPE "AchievementType" AS ENUM ('award', 'competition', 'certificate');

-- CreateEnum
CREATE TYPE "UploadKind" AS ENUM ('cocktail_photo', 'avatar');

-- CreateTable
CREATE TABLE "users" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "username" TEXT NOT NULL,
    "password_hash" TEXT,
    "first_name" TEXT NOT NULL DEFAULT '',
    "last_name" TEXT NOT NULL DEFAULT '',
    "display_name" TEXT,
    "avatar_url" TEXT,
    "bio" TEXT,
    "location" TEXT,
    "profile_type" "ProfileType" NOT NULL DEFAULT 'user',
    "is_admin" BOOLEAN NOT NULL DEFAULT false,
    "is_verified" BOOLEAN NOT NULL DEFAULT false,
    "badges" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "specialties" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "hours" TEXT,
    "favorite_style" TEXT,
    "search_text" TEXT NOT NULL DEFAULT '',
    "followers_count" INTEGER NOT NULL DEFAULT 0,
    "following_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sessions" (
    "id" UUID NOT NULL,
    "user_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "revoked_at" TIMESTAMP(3),

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "invites" (
    "id" SERIAL NOT NULL,
    "code" VARCHAR(8) NOT NULL,
    "profile_type" "ProfileType" NOT NULL,
    "is_admin" BOOLEAN NOT NULL DEFAULT false,
    "created_by_id" INTEGER,
    "used_by_id" INTEGER,
    "used_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "invites_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cocktails" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "name_search" TEXT NOT NULL DEFAULT '',
    "ingredients_search" TEXT NOT NULL DEFAULT '',
    "description" TEXT,
    "directions" TEXT,
    "glassware" TEXT NOT NULL DEFAULT 'Cocktail Glass',
    "garnish" TEXT,
    "notes" TEXT,
    "classic_era" TEXT,
    "is_mocktail" BOOLEAN NOT NULL DEFAULT false,
    "photo_url" TEXT,
    "visibility" "Visibility" NOT NULL DEFAULT 'public',
    "type" "CocktailType" NOT NULL DEFAULT 'other',
    "categories" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "method" TEXT,
    "abv" DOUBLE PRECISION,
    "likes_count" INTEGER NOT NULL DEFAULT 0,
    "repours_count" INTEGER NOT NULL DEFAULT 0,
    "original_creator_name" TEXT,
    "source_url" TEXT,
    "year" INTEGER,
    "venue_id" INTEGER,
    "creator_id" INTEGER,
    "import_key" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "cocktails_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cocktail_ingredients" (
    "id" SERIAL NOT NULL,
    "cocktail_id" INTEGER NOT NULL,
    "ingredient_id" INTEGER NOT NULL,
    "amount" DOUBLE PRECISION,
    "unit" TEXT NOT NULL DEFAULT 'ml',
    "brand" TEXT,
    "note" TEXT,
    "optional" BOOLEAN NOT NULL DEFAULT false,
    "order_index" INTEGER NOT NULL,

    CONSTRAINT "cocktail_ingredients_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ingredients" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "name_search" TEXT NOT NULL,
    "category" TEXT NOT NULL DEFAULT 'other',
    "abv" DOUBLE PRECISION,
    "description" TEXT,
    "origin" TEXT,
    "parent_id" INTEGER,
    "created_by_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ingredients_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "custom_ingredients" (
    "id" SERIAL NOT NULL,
    "owner_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "yield_amount" DOUBLE PRECISION,
    "yield_unit" TEXT,
    "shelf_life" TEXT,
    "visibility" "Visibility" NOT NULL DEFAULT 'private',
    "instructions" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "custom_ingredients_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "custom_ingredient_components" (
    "id" SERIAL NOT NULL,
    "custom_ingredient_id" INTEGER NOT NULL,
    "amount" DOUBLE PRECISION,
    "unit" TEXT NOT NULL DEFAULT 'oz',
    "ingredient_name" TEXT NOT NULL,
    "order_index" INTEGER NOT NULL,

    CONSTRAINT "custom_ingredient_components_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "garnishes" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "name_search" TEXT NOT NULL,

    CONSTRAINT "garnishes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "venues" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "search_text" TEXT NOT NULL DEFAULT '',
    "city" TEXT,
    "state" TEXT,
    "country" TEXT,
    "address" TEXT,
    "website_url" TEXT,
    "is_verified" BOOLEAN NOT NULL DEFAULT false,
    "owner_id" INTEGER,
    "created_by_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "venues_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "brands" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "name_search" TEXT NOT NULL,
    "website_url" TEXT,
    "owner_id" INTEGER,

    CONSTRAINT "brands_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "follows" (
    "follower_id" INTEGER NOT NULL,
    "following_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "follows_pkey" PRIMARY KEY ("follower_id","following_id")
);

-- CreateTable
CREATE TABLE "cocktail_reports" (
    "id" SERIAL NOT NULL,
    "cocktail_id" INTEGER NOT NULL,
    "reporter_id" INTEGER,
    "message" TEXT NOT NULL,
    "status" "ReportStatus" NOT NULL DEFAULT 'open',
    "status_changed_by_id" INTEGER,
    "status_changed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cocktail_reports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cocktail_reviews" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "cocktail_id" INTEGER NOT NULL,
    "rating" INTEGER NOT NULL,
    "text" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cocktail_reviews_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cocktail_likes" (
    "user_id" INTEGER NOT NULL,
    "cocktail_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cocktail_likes_pkey" PRIMARY KEY ("user_id","cocktail_id")
);

-- CreateTable
CREATE TABLE "repours" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "cocktail_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "repours_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "check_ins" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "venue_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "check_ins_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "work_entries" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "organization_name" TEXT NOT NULL,
    "organization_type" "OrganizationType" NOT NULL DEFAULT 'bar',
    "venue_id" INTEGER,
    "position" TEXT NOT NULL,
    "country" TEXT NOT NULL DEFAULT 'USA',
    "region" TEXT,
    "city" TEXT NOT NULL,
    "postal_code" TEXT,
    "start_date" TEXT NOT NULL,
    "end_date" TEXT,
    "current" BOOLEAN NOT NULL DEFAULT false,
    "verification_status" "VerificationStatus" NOT NULL DEFAULT 'unverified',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "work_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "verification_requests" (
    "id" SERIAL NOT NULL,
    "work_entry_id" INTEGER NOT NULL,
    "requester_id" INTEGER NOT NULL,
    "venue_id" INTEGER,
    "organization_name" TEXT NOT NULL,
    "organization_type" "OrganizationType" NOT NULL,
    "country" TEXT NOT NULL,
    "region" TEXT,
    "city" TEXT NOT NULL,
    "postal_code" TEXT,
    "position" TEXT NOT NULL,
    "start_date" TEXT NOT NULL,
    "end_date" TEXT,
    "is_current" BOOLEAN NOT NULL,
    "status" "VerificationRequestStatus" NOT NULL DEFAULT 'pending',
    "decided_by_id" INTEGER,
    "decided_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "verification_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "achievements" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "type" "AchievementType" NOT NULL,
    "title" TEXT NOT NULL,
    "competition" TEXT,
    "organizer" TEXT,
    "issuer" TEXT,
    "year" INTEGER,
    "place" TEXT,
    "result" TEXT,
    "certificate_url" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "achievements_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "venue_awards" (
    "id" SERIAL NOT NULL,
    "venue_id" INTEGER NOT NULL,
    "created_by_id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "competition" TEXT,
    "year" INTEGER,
    "place" TEXT,
    "certificate_url" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "venue_awards_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "events" (
    "id" SERIAL NOT NULL,
    "owner_id" INTEGER NOT NULL,
    "venue_id" INTEGER,
    "name" TEXT NOT NULL,
    "date" TEXT NOT NULL,
    "time" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "campaigns" (
    "id" SERIAL NOT NULL,
    "brand_user_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "starts_on" TEXT,
    "ends_on" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "campaigns_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "partnerships" (
    "id" SERIAL NOT NULL,
    "brand_user_id" INTEGER NOT NULL,
    "venue_id" INTEGER NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "partnerships_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "uploads" (
    "id" SERIAL NOT NULL,
    "owner_id" INTEGER NOT NULL,
    "kind" "UploadKind" NOT NULL,
    "key" TEXT NOT NULL,
    "mime_type" TEXT NOT NULL,
    "bytes" INTEGER NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "uploads_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE UNIQUE INDEX "users_username_key" ON "users"("username");

-- CreateIndex
CREATE INDEX "users_search_text_trgm_idx" ON "users" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "users_profile_type_idx" ON "users"("profile_type");

-- CreateIndex
CREATE INDEX "sessions_user_id_idx" ON "sessions"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "invites_code_key" ON "invites"("code");

-- CreateIndex
CREATE UNIQUE INDEX "invites_used_by_id_key" ON "invites"("used_by_id");

-- CreateIndex
CREATE INDEX "invites_created_at_idx" ON "invites"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "cocktails_import_key_key" ON "cocktails"("import_key");

-- CreateIndex
CREATE INDEX "cocktails_name_search_id_idx" ON "cocktails"("name_search", "id");

-- CreateIndex
CREATE INDEX "cocktails_creator_id_name_search_id_idx" ON "cocktails"("creator_id", "name_search", "id");

-- CreateIndex
CREATE INDEX "cocktails_classic_era_idx" ON "cocktails"("classic_era");

-- CreateIndex
CREATE INDEX "cocktails_glassware_idx" ON "cocktails"("glassware");

-- CreateIndex
CREATE INDEX "cocktails_categories_idx" ON "cocktails" USING GIN ("categories");

-- CreateIndex
CREATE INDEX "cocktails_venue_id_idx" ON "cocktails"("venue_id");

-- CreateIndex
CREATE INDEX "cocktails_name_search_trgm_idx" ON "cocktails" USING GIN ("name_search" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "cocktails_ingredients_search_trgm_idx" ON "cocktails" USING GIN ("ingredients_search" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "cocktail_ingredients_ingredient_id_idx" ON "cocktail_ingredients"("ingredient_id");

-- CreateIndex
CREATE UNIQUE INDEX "cocktail_ingredients_cocktail_id_order_index_key" ON "cocktail_ingredients"("cocktail_id", "order_index");

-- CreateIndex
CREATE UNIQUE INDEX "ingredients_name_search_key" ON "ingredients"("name_search");

-- CreateIndex
CREATE INDEX "ingredients_parent_id_idx" ON "ingredients"("parent_id");

-- CreateIndex
CREATE INDEX "ingredients_name_search_trgm_idx" ON "ingredients" USING GIN ("name_search" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "custom_ingredients_owner_id_created_at_idx" ON "custom_ingredients"("owner_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "custom_ingredient_components_custom_ingredient_id_order_ind_key" ON "custom_ingredient_components"("custom_ingredient_id", "order_index");

-- CreateIndex
CREATE UNIQUE INDEX "garnishes_name_search_key" ON "garnishes"("name_search");

-- CreateIndex
CREATE INDEX "garnishes_name_search_trgm_idx" ON "garnishes" USING GIN ("name_search" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "venues_owner_id_idx" ON "venues"("owner_id");

-- CreateIndex
CREATE INDEX "venues_name_id_idx" ON "venues"("name", "id");

-- CreateIndex
CREATE INDEX "venues_search_text_trgm_idx" ON "venues" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "brands_name_search_key" ON "brands"("name_search");

-- CreateIndex
CREATE INDEX "brands_owner_id_idx" ON "brands"("owner_id");

-- CreateIndex
CREATE INDEX "follows_following_id_created_at_follower_id_idx" ON "follows"("following_id", "created_at" DESC, "follower_id");

-- CreateIndex
CREATE INDEX "follows_follower_id_created_at_following_id_idx" ON "follows"("follower_id", "created_at" DESC, "following_id");

-- CreateIndex
CREATE INDEX "cocktail_reports_created_at_id_idx" ON "cocktail_reports"("created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "cocktail_reports_status_created_at_id_idx" ON "cocktail_reports"("status", "created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "cocktail_reports_cocktail_id_idx" ON "cocktail_reports"("cocktail_id");

-- CreateIndex
CREATE INDEX "cocktail_reports_reporter_id_created_at_idx" ON "cocktail_reports"("reporter_id", "created_at");

-- CreateIndex
CREATE INDEX "cocktail_reviews_cocktail_id_idx" ON "cocktail_reviews"("cocktail_id");

-- CreateIndex
CREATE UNIQUE INDEX "cocktail_reviews_user_id_cocktail_id_key" ON "cocktail_reviews"("user_id", "cocktail_id");

-- CreateIndex
CREATE INDEX "cocktail_likes_cocktail_id_idx" ON "cocktail_likes"("cocktail_id");

-- CreateIndex
CREATE INDEX "repours_cocktail_id_created_at_idx" ON "repours"("cocktail_id", "created_at");

-- CreateIndex
CREATE INDEX "repours_created_at_idx" ON "repours"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "repours_user_id_cocktail_id_key" ON "repours"("user_id", "cocktail_id");

-- CreateIndex
CREATE INDEX "check_ins_user_id_created_at_idx" ON "check_ins"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "check_ins_venue_id_idx" ON "check_ins"("venue_id");

-- CreateIndex
CREATE INDEX "work_entries_user_id_start_date_idx" ON "work_entries"("user_id", "start_date");

-- CreateIndex
CREATE INDEX "work_entries_venue_id_verification_status_idx" ON "work_entries"("venue_id", "verification_status");

-- CreateIndex
CREATE INDEX "verification_requests_work_entry_id_idx" ON "verification_requests"("work_entry_id");

-- CreateIndex
CREATE INDEX "verification_requests_venue_id_status_created_at_idx" ON "verification_requests"("venue_id", "status", "created_at");

-- CreateIndex
CREATE INDEX "verification_requests_status_created_at_idx" ON "verification_requests"("status", "created_at");

-- CreateIndex
CREATE INDEX "achievements_user_id_type_created_at_idx" ON "achievements"("user_id", "type", "created_at");

-- CreateIndex
CREATE INDEX "venue_awards_venue_id_created_at_idx" ON "venue_awards"("venue_id", "created_at");

-- CreateIndex
CREATE INDEX "events_owner_id_date_idx" ON "events"("owner_id", "date");

-- CreateIndex
CREATE INDEX "campaigns_brand_user_id_created_at_idx" ON "campaigns"("brand_user_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "partnerships_brand_user_id_venue_id_key" ON "partnerships"("brand_user_id", "venue_id");

-- CreateIndex
CREATE UNIQUE INDEX "uploads_key_key" ON "uploads"("key");

-- CreateIndex
CREATE INDEX "uploads_owner_id_created_at_idx" ON "uploads"("owner_id", "created_at");

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invites" ADD CONSTRAINT "invites_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invites" ADD CONSTRAINT "invites_used_by_id_fkey" FOREIGN KEY ("used_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cocktails" ADD CONSTRAINT "cocktails_venue_id_fkey" FOREIGN KEY ("venue_id") REFERENCES "venues"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cocktails" ADD CONSTRAINT "cocktails_creator_id_fkey" FOREIGN KEY ("creator_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cocktail_ingredients" ADD CONSTRAINT "cocktail_ingredients_cocktail_id_fkey" FOREIGN KEY ("cocktail_id") REFERENCES "cocktails"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cocktail_ingredients" ADD CONSTRAINT "cocktail_ingredients_ingredient_id_fkey" FOREIGN KEY ("ingredient_id") REFERENCES "ingredients"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "ingredients"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "custom_ingredients" ADD CONSTRAINT "custom_ingredients_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "custom_ingredient_components" ADD CONSTRAINT "custom_ingredient_components_custom_ingredient_id_fkey" FOREIGN KEY ("custom_ingredient_id") REFERENCES "custom_ingredients"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "venues" ADD CONSTRAINT "venues_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "venues" ADD CONSTRAINT "venues_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "brands" ADD CONSTRAINT "brands_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_fkey" FOREIGN KEY ("follower_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "follows" ADD CONSTRAINT "follows_following_id_fkey" FOREIGN KEY ("following_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cocktail_reports" ADD CONSTRAINT "cocktail_reports_cocktail_id_fkey" FOREIGN KEY ("cocktail_id") REFERENCES "cocktails"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cocktail_reports" ADD CONSTRAINT "cocktail_reports_reporter_id_fkey" FOREIGN KEY ("reporter_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cocktail_reports" ADD CONSTRAINT "cocktail_reports_status_changed_by_id_fkey" FOREIGN KEY ("status_changed_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cocktail_reviews" ADD CONSTRAINT "cocktail_reviews_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cocktail_reviews" ADD CONSTRAINT "cocktail_reviews_cocktail_id_fkey" FOREIGN KEY ("cocktail_id") REFERENCES "cocktails"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cocktail_likes" ADD CONSTRAINT "cocktail_likes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cocktail_likes" ADD CONSTRAINT "cocktail_likes_cocktail_id_fkey" FOREIGN KEY ("cocktail_id") REFERENCES "cocktails"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "repours" ADD CONSTRAINT "repours_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "repours" ADD CONSTRAINT "repours_cocktail_id_fkey" FOREIGN KEY ("cocktail_id") REFERENCES "cocktails"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_venue_id_fkey" FOREIGN KEY ("venue_id") REFERENCES "venues"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "work_entries" ADD CONSTRAINT "work_entries_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "work_entries" ADD CONSTRAINT "work_entries_venue_id_fkey" FOREIGN KEY ("venue_id") REFERENCES "venues"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_work_entry_id_fkey" FOREIGN KEY ("work_entry_id") REFERENCES "work_entries"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_requester_id_fkey" FOREIGN KEY ("requester_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_venue_id_fkey" FOREIGN KEY ("venue_id") REFERENCES "venues"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_decided_by_id_fkey" FOREIGN KEY ("decided_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "venue_awards" ADD CONSTRAINT "venue_awards_venue_id_fkey" FOREIGN KEY ("venue_id") REFERENCES "venues"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "venue_awards" ADD CONSTRAINT "venue_awards_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "events" ADD CONSTRAINT "events_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "events" ADD CONSTRAINT "events_venue_id_fkey" FOREIGN KEY ("venue_id") REFERENCES "venues"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_brand_user_id_fkey" FOREIGN KEY ("brand_user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "partnerships" ADD CONSTRAINT "partnerships_brand_user_id_fkey" FOREIGN KEY ("brand_user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "partnerships" ADD CONSTRAINT "partnerships_venue_id_fkey" FOREIGN KEY ("venue_id") REFERENCES "venues"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
