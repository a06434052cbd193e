// Proves the account limits hold under concurrent requests on PGlite: one account per email, one use per code, exactly five counted failures, one pending KYC submission and no orphan files, one code per minute (tests/postgres/auth-races.test.ts runs the same cases on Postgres).
import { describeAccountRaces } from './race-cases';

describeAccountRaces();
