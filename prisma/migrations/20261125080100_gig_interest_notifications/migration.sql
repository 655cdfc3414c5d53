-- Gigs (docs/decisions/0055): a member's interest in a gig notifies its poster. The subject of a
-- gig_interest notification is the gig (one per member per gig, as the interest itself). Its own
-- migration: a new enum value is usable only once the migration that added it has committed.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_subject";
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_subject" CHECK (
  "subject_id" IS NOT DISTINCT FROM CASE "kind"
    WHEN 'follow' THEN 0
    WHEN 'like' THEN "cocktail_id"
    WHEN 'repour' THEN "cocktail_id"
    WHEN 'review' THEN "review_id"
    WHEN 'verification_requested' THEN "verification_request_id"
    WHEN 'verification_decided' THEN "verification_request_id"
    WHEN 'suggestion_resolved' THEN "report_id"
    WHEN 'gig_interest' THEN "gig_id"
  END
);

-- A gig's text is bounded by common/gigs.ts; the database keeps the shape that matters to the lists.
ALTER TABLE "gigs" ADD CONSTRAINT "gigs_closes_by_start" CHECK ("closes_on" <= "starts_on" + 30);
