// Proves KYC submission: a valid one is stored and shown masked; malformed uploads (wrong magic bytes, over 5 MiB, a path as file name, a missing photo, …) are refused with nothing stored; images are served to their owner only.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPaths } from '../../../src/common/api-paths';
import { uploadBytesMax } from '../../../src/common/user-types';
import { sniffImageType } from '../../../src/server/uploads/image-type';
import {
  idPhotos,
  registerUnverifiedUser,
  storedUploads,
  submitKyc,
  type MultipartFile,
} from '../support/accounts';
import { samplePng } from '../support/sample-png';
import { createTestApp, postAs, postForm, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fields = { realName: 'Kim Minji', idNumber: '900101-1234567' };
const getFile = (fileId: string, token: string) =>
  t.app.inject({ method: 'GET', url: userPaths.file.replace(':fileId', fileId), headers: { token } });

describe('a valid submission', () => {
  it('starts from "unverified" and is stored under review, with the id number masked', async () => {
    const user = await registerUnverifiedUser(t);
    const before = await postAs(t.app, userPaths.kycInfo, user.token);
    expect(before.json().data).toEqual({
      status: 0,
      realName: '',
      idNumber: '',
      reason: '',
      submittedAt: null,
      frontFileId: null,
      backFileId: null,
    });
    const response = await submitKyc(t, user.token, fields, idPhotos());
    expect(response.json()).toMatchObject({ code: 1, msg: 'Submitted' });
    const info = response.json().data;
    expect(info).toMatchObject({ status: 1, realName: 'Kim Minji', idNumber: '900*******4567', reason: '' });
    expect(info.frontFileId).toMatch(/^[0-9a-f]{32}$/);
    expect(info.backFileId).toMatch(/^[0-9a-f]{32}$/);
    expect(await storedUploads(t, Number(user.userId))).toMatchObject({ uploads: 2, submissions: 1 });
    expect((await postAs(t.app, userPaths.info, user.token)).json().data.auth).toBe(1);
  });

  it('refuses a second submission while the first is under review, storing nothing', async () => {
    const user = await registerUnverifiedUser(t);
    await submitKyc(t, user.token, fields, idPhotos());
    const before = await storedUploads(t);
    const again = await submitKyc(t, user.token, fields, idPhotos());
    expect(again.json()).toMatchObject({ code: 0, error: 'KYC_UNDER_REVIEW' });
    expect(await storedUploads(t)).toEqual(before);
  });

  it('ignores the client file name: a path in it stores the file under a server-made name only', async () => {
    const user = await registerUnverifiedUser(t);
    const before = await storedUploads(t);
    const photos = idPhotos().map((photo) => ({ ...photo, filename: '../../x.png' }));
    const response = await submitKyc(t, user.token, fields, photos);
    expect(response.json().code).toBe(1);
    const uploadsDir = path.join(t.dataDir, 'uploads');
    expect(fs.existsSync(path.resolve(uploadsDir, '../../x.png'))).toBe(false);
    expect(fs.existsSync(path.join(t.dataDir, 'x.png'))).toBe(false);
    const names = fs.readdirSync(uploadsDir);
    expect(names.every((name) => /^[0-9a-f]{32}$/.test(name))).toBe(true);
    expect((await storedUploads(t)).files).toBe(before.files + 2);
  });

  it('recognises JPEG, PNG and WebP by their bytes, whatever the declared type', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60)]);
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.alloc(4),
      Buffer.from('WEBPVP8 '),
      Buffer.alloc(60),
    ]);
    expect(sniffImageType(jpeg)).toBe('image/jpeg');
    expect(sniffImageType(samplePng())).toBe('image/png');
    expect(sniffImageType(webp)).toBe('image/webp');
    expect(sniffImageType(Buffer.from('GIF89a'.padEnd(64, '\0')))).toBeUndefined();
    expect(
      sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'.padEnd(64))),
    ).toBeUndefined();

    const user = await registerUnverifiedUser(t);
    const photos: MultipartFile[] = [
      { field: 'front', filename: 'a.gif', contentType: 'image/gif', bytes: jpeg },
      { field: 'back', filename: 'b.txt', contentType: 'text/plain', bytes: webp },
    ];
    expect((await submitKyc(t, user.token, fields, photos)).json().code).toBe(1);
    const info = (await postAs(t.app, userPaths.kycInfo, user.token)).json().data;
    expect((await getFile(info.frontFileId, user.token)).headers['content-type']).toBe('image/jpeg');
    expect((await getFile(info.backFileId, user.token)).headers['content-type']).toBe('image/webp');
  });
});

describe('a malformed submission stores nothing', () => {
  const notAnImage = Buffer.from('#!/bin/sh\necho this is not an image\n'.padEnd(200, '#'));
  const oversized = Buffer.concat([samplePng(), Buffer.alloc(uploadBytesMax + 1 - samplePng().length + 10)]);
  const cases: Array<[string, Record<string, string>, MultipartFile[], string, string?]> = [
    [
      'wrong magic bytes under a .png name and type',
      fields,
      [
        { field: 'front', filename: 'front.png', contentType: 'image/png', bytes: notAnImage },
        idPhotos()[1]!,
      ],
      'UPLOAD_TYPE',
      'Please upload a JPEG, PNG or WebP image.',
    ],
    [
      'a path as the file name of a non-image',
      fields,
      [
        { field: 'front', filename: '../../x.png', contentType: 'image/png', bytes: notAnImage },
        idPhotos()[1]!,
      ],
      'UPLOAD_TYPE',
    ],
    [
      'a file over 5 MiB',
      fields,
      [idPhotos()[0]!, { field: 'back', filename: 'back.png', contentType: 'image/png', bytes: oversized }],
      'UPLOAD_TOO_LARGE',
      'The image is larger than 5 MB.',
    ],
    [
      'a missing back photo',
      fields,
      [idPhotos()[0]!],
      'UPLOAD_MISSING',
      'Please upload the photo: the back of your ID.',
    ],
    [
      'an empty front photo',
      fields,
      [{ ...idPhotos()[0]!, bytes: Buffer.alloc(0) }, idPhotos()[1]!],
      'UPLOAD_MISSING',
      'Please upload the photo: the front of your ID.',
    ],
    [
      'a missing real name',
      { idNumber: '12345678' },
      idPhotos(),
      'FIELD_MISSING',
      'The field “realName” is required.',
    ],
    ['a malformed id number', { realName: 'A B', idNumber: '12/34' }, idPhotos(), 'FIELD_INVALID'],
    [
      'a real name with control characters',
      { realName: 'A\u0007B', idNumber: '12345678' },
      idPhotos(),
      'FIELD_INVALID',
    ],
    [
      'a third file',
      fields,
      [...idPhotos(), { field: 'extra', filename: 'c.png', contentType: 'image/png', bytes: samplePng() }],
      'PAYLOAD_TOO_LARGE',
    ],
  ];

  it.each(cases)('refuses %s', async (_label, form, files, error, msg) => {
    const user = await registerUnverifiedUser(t);
    const before = await storedUploads(t);
    const response = await submitKyc(t, user.token, form, files);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 0, error, ...(msg ? { msg } : {}) });
    expect(await storedUploads(t)).toEqual(before);
    expect((await postAs(t.app, userPaths.kycInfo, user.token)).json().data.status).toBe(0);
  });

  it('refuses a form-encoded body and a request without a session', async () => {
    const user = await registerUnverifiedUser(t);
    const before = await storedUploads(t);
    const formEncoded = await postForm(t.app, userPaths.kycSubmit, fields, undefined, { token: user.token });
    expect(formEncoded.json()).toMatchObject({ code: 0, error: 'UNSUPPORTED_MEDIA_TYPE' });
    const anonymous = await submitKyc(t, '', fields, idPhotos());
    expect(anonymous.json()).toMatchObject({ code: -2, error: 'SESSION_INVALID' });
    expect(await storedUploads(t)).toEqual(before);
  });
});

describe('uploaded images', () => {
  it('are served to their owner, privately and with their sniffed type', async () => {
    const user = await registerUnverifiedUser(t);
    const front = samplePng(7);
    await submitKyc(t, user.token, fields, idPhotos(front));
    const info = (await postAs(t.app, userPaths.kycInfo, user.token)).json().data;
    const response = await getFile(info.frontFileId, user.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(front)).toBe(true);
  });

  it('are refused to anybody else with the same answer as a file that does not exist', async () => {
    const owner = await registerUnverifiedUser(t);
    const other = await registerUnverifiedUser(t);
    await submitKyc(t, owner.token, fields, idPhotos());
    const info = (await postAs(t.app, userPaths.kycInfo, owner.token)).json().data;
    const notYours = await getFile(info.frontFileId, other.token);
    const missing = await getFile('0'.repeat(32), other.token);
    const garbage = await getFile('..%2F..%2Fetc%2Fpasswd', other.token);
    expect(notYours.json()).toMatchObject({ code: 0, error: 'FILE_NOT_FOUND' });
    expect(missing.body).toBe(notYours.body);
    expect(garbage.body).toBe(notYours.body);
    expect(notYours.headers['content-type']).toContain('application/json');
    const anonymous = await t.app.inject({
      method: 'GET',
      url: userPaths.file.replace(':fileId', info.frontFileId),
    });
    expect(anonymous.json().code).toBe(-2);
  });
});
