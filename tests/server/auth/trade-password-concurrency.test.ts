// Proves on PGlite that concurrent right trade passwords all pass and concurrent wrong ones lock after exactly five (cases in trade-password-concurrency-cases.ts).
import { describeTradePasswordConcurrency } from './trade-password-concurrency-cases';

describeTradePasswordConcurrency();
