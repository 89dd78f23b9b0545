-- Sign-in attempts are counted in rate_limits now, with the other fixed-window limits.
DROP TABLE "auth_attempts" CASCADE;