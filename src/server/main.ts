/** The server's entry point (`npm start`): the server on the system clock (serve.ts). */
import { exitOnStartFailure, serve } from './serve';

serve().catch(exitOnStartFailure);
