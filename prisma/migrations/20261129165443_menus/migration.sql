-- CreateTable
CREATE TABLE "menus" (
    "id" SERIAL NOT NULL,
    "owner_id" INTEGER NOT NULL,
    "venue_id" INTEGER,
    "name" TEXT NOT NULL,
    "published" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "menus_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "menu_sections" (
    "id" SERIAL NOT NULL,
    "menu_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "menu_sections_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "menu_items" (
    "id" SERIAL NOT NULL,
    "menu_id" INTEGER NOT NULL,
    "section_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "cocktail_id" INTEGER,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "price" TEXT NOT NULL,
    "note" TEXT,
    "available" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "menu_items_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "menus_owner_id_id_idx" ON "menus"("owner_id", "id");

-- CreateIndex
CREATE INDEX "menus_venue_id_idx" ON "menus"("venue_id");

-- CreateIndex
CREATE INDEX "menu_sections_menu_id_position_idx" ON "menu_sections"("menu_id", "position");

-- CreateIndex
CREATE INDEX "menu_items_section_id_position_idx" ON "menu_items"("section_id", "position");

-- CreateIndex
CREATE INDEX "menu_items_menu_id_idx" ON "menu_items"("menu_id");

-- CreateIndex
CREATE INDEX "menu_items_cocktail_id_idx" ON "menu_items"("cocktail_id");

-- AddForeignKey
ALTER TABLE "menus" ADD CONSTRAINT "menus_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "menus" ADD CONSTRAINT "menus_venue_id_fkey" FOREIGN KEY ("venue_id") REFERENCES "venues"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "menu_sections" ADD CONSTRAINT "menu_sections_menu_id_fkey" FOREIGN KEY ("menu_id") REFERENCES "menus"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_menu_id_fkey" FOREIGN KEY ("menu_id") REFERENCES "menus"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_section_id_fkey" FOREIGN KEY ("section_id") REFERENCES "menu_sections"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_cocktail_id_fkey" FOREIGN KEY ("cocktail_id") REFERENCES "cocktails"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The city of a place as "On the menu at" compares them, same city first (decision 0077): the text
-- before the first comma ("Austin, TX" and a venue's "Austin"), trimmed, spaces collapsed, lower-cased;
-- '' for none. The one definition: both the menu's place and the viewer's location go through it.
CREATE FUNCTION "place_city_key"(place TEXT) RETURNS TEXT
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(regexp_replace(btrim(split_part(coalesce(place, ''), ',', 1)), '\s+', ' ', 'g')) $$;
