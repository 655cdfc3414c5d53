-- People to follow read from indexes (issue 40, decision 0073): its candidates (gateway/domain/
-- feed-suggestions.ts) are ranges of these, each read most followed first: the member's city, a kind the
-- rule favours (verified bartenders, venues), every member; and (in no order: a bitmap) the members
-- sharing one of the member's specialties. A request reads a few hundred rows, not every member.

-- CreateIndex
CREATE INDEX "users_city_key_followers_count_id_idx" ON "users"("city_key", "followers_count" DESC, "id");

-- CreateIndex
CREATE INDEX "users_profile_type_verified_tick_followers_count_id_idx" ON "users"("profile_type", "verified_tick", "followers_count" DESC, "id");

-- CreateIndex
CREATE INDEX "users_followers_count_id_idx" ON "users"("followers_count" DESC, "id");

-- CreateIndex
CREATE INDEX "users_specialty_keys_idx" ON "users" USING GIN ("specialty_keys");
