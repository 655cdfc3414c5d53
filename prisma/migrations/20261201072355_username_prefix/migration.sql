-- Sign-up's free username reads the usernames starting with its base (`username LIKE $1 || '%'`). The
-- unique index on username serves a prefix LIKE only under the C collation; under any other one sign-up
-- read every member. A trigram index serves it under any collation (a btree with text_pattern_ops would
-- too, but Prisma cannot declare a btree's operator class so that its diff finds the index again).
-- CreateIndex
CREATE INDEX "users_username_trgm_idx" ON "users" USING GIN ("username" gin_trgm_ops);
