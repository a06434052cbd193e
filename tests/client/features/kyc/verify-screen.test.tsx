// Proves the KYC screen renders each status as specified, refuses bad photos with the table's message without sending anything, and submits a valid form as multipart.
import { i18n } from '@lingui/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { userPaths } from '../../../../src/common/api-paths';
import { kycStatus, uploadBytesMax, type KycInfo } from '../../../../src/common/user-types';
import VerifyScreen from '../../../../src/client/features/kyc/verify-screen';
import { envelope, failure, renderScreen, routeFetch, setOnline, signIn } from '../me/me-test-kit';
import { userInfoAnswer } from '../../support/account-answers';
import { answer } from '../../support/fake-fetch';

const baseInfo: KycInfo = {
  status: kycStatus.unverified,
  realName: '',
  idNumber: '',
  reason: '',
  submittedAt: null,
  frontFileId: null,
  backFileId: null,
};

const submittedInfo: KycInfo = {
  ...baseInfo,
  realName: 'Jane Doe',
  idNumber: 'G12****789',
  submittedAt: '2025-03-01T10:00:00.000Z',
  frontFileId: 'file-front',
  backFileId: 'file-back',
};

const image = () =>
  new Response(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), {
    headers: { 'content-type': 'image/png' },
  });

/** `info` may be a function, read at each request, for a record an operator changes while the screen is open. */
function serve(
  info: KycInfo | (() => KycInfo),
  onSubmit?: (request: Request) => Response | Promise<Response>,
) {
  const current = typeof info === 'function' ? info : () => info;
  return routeFetch({
    [userPaths.kycInfo]: () => envelope(current()),
    [userPaths.info]: () =>
      answer(
        userInfoAnswer({
          email: 'jane@example.com',
          icon: '',
          uid: '100001',
          auth: current().status,
          invitationCode: 'ABC123',
          assetsPwd: false,
        }),
      ),
    '/user/file/file-front': image,
    '/user/file/file-back': image,
    [userPaths.kycSubmit]: onSubmit ?? (() => envelope(null)),
  });
}

/** The first bytes of each image format, as the server and the form recognise them. */
const magicBytes: Record<string, number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/webp': [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
};
/** A photo whose bytes start like its declared type (or like text, for any other type or `asText`). */
const photo = (name: string, type: string, size = 1024, asText = false) => {
  const head = asText
    ? [...new TextEncoder().encode('just some text, not an image')]
    : (magicBytes[type] ?? []);
  const bytes = new Uint8Array(64);
  bytes.set(head);
  const file = new File([bytes], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const pick = (testId: string, file: File) =>
  act(async () => {
    fireEvent.change(screen.getByTestId(testId), { target: { files: [file] } });
  });

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));
beforeEach(() => {
  setOnline(true);
  signIn();
});
afterEach(() => {
  // Unmount before the real fetch comes back, so no late reload reaches the network.
  cleanup();
  vi.unstubAllGlobals();
});

describe('VerifyScreen by status', () => {
  it('shows the form when unverified', async () => {
    serve(baseInfo);
    renderScreen(<VerifyScreen />);
    expect(await screen.findByTestId('kyc-form')).toBeTruthy();
    expect(screen.getByTestId('kyc-badge').textContent).toBe('Unverified');
    const input = screen.getByTestId('kyc-front');
    expect(input.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
    expect(input.getAttribute('capture')).toBe('environment');
  });

  it('shows a read-only summary with a note while under review', async () => {
    serve({ ...submittedInfo, status: kycStatus.underReview });
    renderScreen(<VerifyScreen />);
    expect(await screen.findByTestId('kyc-under-review')).toBeTruthy();
    expect(screen.queryByTestId('kyc-form')).toBeNull();
    expect(screen.getByTestId('kyc-summary').textContent).toContain('Jane Doe');
    expect(screen.getByTestId('kyc-badge').textContent).toBe('Under review');
  });

  it('shows the masked ID and both photos, fetched with the token, once verified', async () => {
    const server = serve({ ...submittedInfo, status: kycStatus.verified, idNumber: 'G1234567890' });
    renderScreen(<VerifyScreen />);
    expect(await screen.findByTestId('kyc-verified')).toBeTruthy();
    expect(screen.queryByTestId('kyc-form')).toBeNull();
    expect(screen.getByTestId('kyc-id-number').textContent).toBe('G12****7890');
    const front = await screen.findByTestId('kyc-file-file-front');
    await screen.findByTestId('kyc-file-file-back');
    expect(front.getAttribute('src')).toMatch(/^blob:/);
    const fileRequest = server.calls.find((request) => request.url.endsWith('/user/file/file-front'));
    expect(fileRequest?.headers.get('token')).toMatch(/^tok-/);
  });

  it('shows the operator’s reason and the form again when rejected', async () => {
    serve({ ...submittedInfo, status: kycStatus.rejected, reason: 'The photo of the back is blurry.' });
    renderScreen(<VerifyScreen />);
    expect((await screen.findByTestId('kyc-reason')).textContent).toBe('The photo of the back is blurry.');
    expect(screen.getByTestId('kyc-form')).toBeTruthy();
    expect(screen.getByTestId('kyc-badge').textContent).toBe('Rejected');
    expect((screen.getByLabelText('Real name') as HTMLInputElement).value).toBe('Jane Doe');
    expect((screen.getByLabelText('ID number') as HTMLInputElement).value).toBe('');
  });

  it('turns verified on the refresh tick while open, once the operator approved, and refreshes the profile', async () => {
    let info: KycInfo = { ...submittedInfo, status: kycStatus.underReview };
    const server = serve(() => info);
    renderScreen(<VerifyScreen />);
    await screen.findByTestId('kyc-under-review');
    const profileReads = () => server.calls.filter((request) => request.url.endsWith(userPaths.info)).length;
    const profileReadsBefore = profileReads();
    info = { ...info, status: kycStatus.verified };
    act(() => void window.dispatchEvent(new Event('petrel:refresh')));
    expect(await screen.findByTestId('kyc-verified')).toBeTruthy();
    expect(screen.getByTestId('kyc-badge').textContent).toBe('Verified');
    await waitFor(() => expect(profileReads()).toBeGreaterThan(profileReadsBefore));
  });

  it('does not read again on the tick while nothing waits on an operator', async () => {
    const server = serve(baseInfo);
    renderScreen(<VerifyScreen />);
    await screen.findByTestId('kyc-form');
    const kycReads = () => server.calls.filter((request) => request.url.endsWith(userPaths.kycInfo)).length;
    const before = kycReads();
    act(() => void window.dispatchEvent(new Event('petrel:refresh')));
    await act(async () => {
      await Promise.resolve();
    });
    expect(kycReads()).toBe(before);
  });

  it('says so when offline with nothing saved', async () => {
    setOnline(false);
    const server = serve(baseInfo);
    renderScreen(<VerifyScreen />);
    expect(await screen.findByText(/You are offline and nothing is saved/)).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });
});

describe('VerifyScreen form', () => {
  async function fillText() {
    await screen.findByTestId('kyc-form');
    fireEvent.change(screen.getByLabelText('Real name'), { target: { value: 'Jane Doe' } });
    fireEvent.change(screen.getByLabelText('ID number'), { target: { value: 'G1234567890' } });
  }

  it('refuses a file that is not an image, and sends nothing', async () => {
    const server = serve(baseInfo);
    renderScreen(<VerifyScreen />);
    await fillText();
    await pick('kyc-front', photo('id.pdf', 'application/pdf'));
    await pick('kyc-back', photo('back.png', 'image/png'));
    expect(await screen.findByText('ID front: Please upload a JPEG, PNG or WebP image.')).toBeTruthy();
    expect(screen.queryByTestId('kyc-front-preview')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('kyc-submit')));
    // The reason survives Submit: it still says what is wrong, not only that a photo is missing.
    expect(screen.getByText('ID front: Please upload a JPEG, PNG or WebP image.')).toBeTruthy();
    expect(screen.queryByText('Please upload the photo: ID front.')).toBeNull();
    expect(server.pathsCalled()).not.toContain(userPaths.kycSubmit);
  });

  it('refuses a text file named .png by its bytes, naming the photo, with no preview', async () => {
    const server = serve(baseInfo);
    renderScreen(<VerifyScreen />);
    await fillText();
    await pick('kyc-front', photo('front.jpg', 'image/jpeg'));
    await pick('kyc-back', photo('notes.png', 'image/png', 1024, true));
    expect(await screen.findByText('ID back: Please upload a JPEG, PNG or WebP image.')).toBeTruthy();
    expect(screen.queryByTestId('kyc-back-preview')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('kyc-submit')));
    expect(screen.getByText('ID back: Please upload a JPEG, PNG or WebP image.')).toBeTruthy();
    expect(server.pathsCalled()).not.toContain(userPaths.kycSubmit);
  });

  it('refuses a photo larger than 5 MiB, and sends nothing', async () => {
    const server = serve(baseInfo);
    renderScreen(<VerifyScreen />);
    await fillText();
    await pick('kyc-front', photo('front.jpg', 'image/jpeg'));
    await pick('kyc-back', photo('back.jpg', 'image/jpeg', uploadBytesMax + 1));
    expect(await screen.findByText('ID back: The image is larger than 5 MB.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('kyc-front-preview').getAttribute('src')).toMatch(/^blob:/),
    );
    await act(async () => fireEvent.click(screen.getByTestId('kyc-submit')));
    expect(screen.getByText('ID back: The image is larger than 5 MB.')).toBeTruthy();
    expect(screen.queryByText('Please upload the photo: ID back.')).toBeNull();
    expect(server.pathsCalled()).not.toContain(userPaths.kycSubmit);
  });

  it('requires the name and ID number', async () => {
    const server = serve(baseInfo);
    renderScreen(<VerifyScreen />);
    await screen.findByTestId('kyc-form');
    await act(async () => fireEvent.click(screen.getByTestId('kyc-submit')));
    expect(screen.getByText('The field “Real name” is required.')).toBeTruthy();
    expect(screen.getByText('The field “ID number” is required.')).toBeTruthy();
    expect(server.pathsCalled()).not.toContain(userPaths.kycSubmit);
  });

  it('submits a valid form as multipart and then shows the review state', async () => {
    let sent: FormData | undefined;
    let status: KycInfo['status'] = kycStatus.unverified;
    const server = routeFetch({
      [userPaths.kycInfo]: () => envelope({ ...submittedInfo, status }),
      [userPaths.info]: () =>
        answer(
          userInfoAnswer({
            email: 'jane@example.com',
            icon: '',
            uid: '1',
            auth: status,
            invitationCode: '',
            assetsPwd: false,
          }),
        ),
      '/user/file/file-front': image,
      '/user/file/file-back': image,
      [userPaths.kycSubmit]: async (request) => {
        expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
        sent = await request.formData();
        status = kycStatus.underReview;
        return envelope(null);
      },
    });
    renderScreen(<VerifyScreen />);
    await fillText();
    await pick('kyc-front', photo('front.jpg', 'image/jpeg'));
    await pick('kyc-back', photo('back.webp', 'image/webp'));
    await act(async () => fireEvent.click(screen.getByTestId('kyc-submit')));
    await screen.findByTestId('kyc-under-review');
    expect(sent?.get('realName')).toBe('Jane Doe');
    expect(sent?.get('idNumber')).toBe('G1234567890');
    expect((sent?.get('front') as File).name).toBe('front.jpg');
    expect((sent?.get('back') as File).name).toBe('back.webp');
    expect(server.pathsCalled().filter((path) => path === userPaths.kycSubmit)).toHaveLength(1);
  });

  it('shows the server’s refusal', async () => {
    serve(baseInfo, () => failure('KYC_UNDER_REVIEW', 'Your verification is under review.'));
    renderScreen(<VerifyScreen />);
    await fillText();
    await pick('kyc-front', photo('front.jpg', 'image/jpeg'));
    await pick('kyc-back', photo('back.jpg', 'image/jpeg'));
    await act(async () => fireEvent.click(screen.getByTestId('kyc-submit')));
    const form = screen.getByTestId('kyc-form');
    expect(await within(form).findByText('Your verification is under review.')).toBeTruthy();
  });

  it('disables submitting offline and says why', async () => {
    serve(baseInfo);
    renderScreen(<VerifyScreen />);
    await screen.findByTestId('kyc-form');
    act(() => setOnline(false));
    expect(screen.getByTestId('offline-note')).toBeTruthy();
    expect((screen.getByTestId('kyc-submit') as HTMLButtonElement).disabled).toBe(true);
  });
});
