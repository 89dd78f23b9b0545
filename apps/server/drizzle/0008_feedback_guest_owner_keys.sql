-- Guests' votes were owned by the bare anonymous id; every owner is now an owner key (user:<id> or guest:<anonymous id>).
UPDATE "feedback" SET "owner" = 'guest:' || "owner" WHERE "owner" NOT LIKE 'user:%' AND "owner" NOT LIKE 'guest:%';
