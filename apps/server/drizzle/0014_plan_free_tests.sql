-- The free plan's number of tests is counted from the installed tests when the plans are read
-- (plans.seed.ts, FREE_TESTS_FEATURE). Only the line the earlier seed wrote is replaced: a line an
-- admin changed is left as it is.
UPDATE "plans"
SET "features" = (
  SELECT jsonb_agg(CASE WHEN line = '1 full-length adaptive practice test' THEN '{free-tests}' ELSE line END ORDER BY position)
  FROM jsonb_array_elements_text("features") WITH ORDINALITY AS lines(line, position)
)
WHERE "code" = 'free' AND "features" ? '1 full-length adaptive practice test';
