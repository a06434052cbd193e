/** The ops commands of KYC review and the outbox: list, look at the photos, approve, reject; the latest mails. */
import fs from 'node:fs/promises';
import { adminPaths } from '../../common/api-paths';
import type { OpsCommand } from './ops-command';
import { printTable } from './print-table';
import { isId, statusName, statusQuery, type StatusNames } from './review-queue';

interface KycEntry {
  id: number;
  uid: string;
  email: string;
  realName: string;
  idNumber: string;
  frontFileId: string;
  backFileId: string;
  status: number;
  reason: string;
  createdAt: string;
}

interface OutboxMail {
  createdAt: string;
  to: string;
  subject: string;
  body: string;
  sentAt: string | null;
  error: string | null;
  transport: string;
}

const statusNames: StatusNames = { 1: 'review', 2: 'verified', 3: 'rejected' };

export const listKyc: OpsCommand = {
  usage: 'kyc list [STATUS]                       KYC submissions: review (default), verified, rejected, all',
  matches: (argv) => argv[0] === 'kyc' && argv[1] === 'list' && argv.length <= 3,
  async run(client, argv) {
    const query = statusQuery(statusNames, argv[2]);
    if (query === undefined) return 2;
    const entries = await client.get<KycEntry[]>(`${adminPaths.kycList}${query}`);
    printTable(
      entries.map((entry) => ({
        id: String(entry.id),
        submitted: entry.createdAt.slice(0, 16).replace('T', ' '),
        uid: entry.uid,
        email: entry.email,
        name: entry.realName,
        'id number': entry.idNumber,
        status: statusName(statusNames, entry.status),
        front: entry.frontFileId,
        back: entry.backFileId,
        reason: entry.reason,
      })),
    );
    return 0;
  },
};

export const saveKycFile: OpsCommand = {
  usage: 'kyc file FILE_ID PATH                   save a submitted photo to PATH, to look at it',
  matches: (argv) => argv[0] === 'kyc' && argv[1] === 'file' && argv.length === 4,
  async run(client, argv) {
    const [, , fileId = '', target = ''] = argv;
    const file = await client.download(adminPaths.kycFile.replace(':fileId', encodeURIComponent(fileId)));
    await fs.writeFile(target, file.bytes, { mode: 0o600 });
    process.stdout.write(`Saved ${file.bytes.length} bytes (${file.contentType}) to ${target}\n`);
    return 0;
  },
};

export const approveKyc: OpsCommand = {
  usage: 'kyc approve ID                          verify a user (final)',
  matches: (argv) => argv[0] === 'kyc' && argv[1] === 'approve' && argv.length === 3 && isId(argv[2]),
  async run(client, argv) {
    const id = argv[2] ?? '';
    await client.post(adminPaths.kycApprove.replace(':id', id), {});
    process.stdout.write(`Submission ${id} approved: the user is verified.\n`);
    return 0;
  },
};

export const rejectKyc: OpsCommand = {
  usage: 'kyc reject ID "REASON"                  reject, with the reason the user will read',
  matches: (argv) => argv[0] === 'kyc' && argv[1] === 'reject' && argv.length === 4 && isId(argv[2]),
  async run(client, argv) {
    const [, , id = '', reason = ''] = argv;
    await client.post(adminPaths.kycReject.replace(':id', id), { reason });
    process.stdout.write(`Submission ${id} rejected: ${reason}\n`);
    return 0;
  },
};

export const showOutbox: OpsCommand = {
  usage: 'outbox [N]                              the latest N mails (default 20): time, to, subject, body',
  matches: (argv) => argv[0] === 'outbox' && (argv.length === 1 || (argv.length === 2 && isId(argv[1]))),
  async run(client, argv) {
    const mails = await client.get<OutboxMail[]>(`${adminPaths.outbox}?limit=${argv[1] ?? '20'}`);
    if (mails.length === 0) process.stdout.write('(no mail)\n');
    for (const mail of mails) {
      const state = mail.error
        ? `failed: ${mail.error}`
        : mail.sentAt
          ? `sent ${mail.sentAt}`
          : mail.transport;
      process.stdout.write(
        `── ${mail.createdAt}  to ${mail.to}  (${state})\n   ${mail.subject}\n\n${mail.body.replace(/^/gm, '   ')}\n\n`,
      );
    }
    return 0;
  },
};
