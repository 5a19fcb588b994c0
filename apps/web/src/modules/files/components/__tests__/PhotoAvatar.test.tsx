import { screen, waitFor } from '@testing-library/react';
import { renderAt, signIn } from '@/test-utils/render';
import { mockGateway, mockObjectUrls } from '@/test-utils/file-responses';
import { PhotoAvatar } from '../PhotoAvatar';

const png = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

describe('PhotoAvatar', () => {
  beforeEach(() => signIn({ token: 'tok', type: 'recruiter' }));

  it('reads the photo with the bearer token and shows it through an object URL, freed on unmount', async () => {
    const urls = mockObjectUrls();
    const calls = mockGateway(() => ({ status: 200, blob: png() }));
    const view = renderAt(<PhotoAvatar name="Asha Rao" photo="p-1.png" />);
    const image = await screen.findByAltText('Photo of Asha Rao');
    expect(image).toHaveAttribute('src', 'blob:http://localhost/1');
    expect(calls.map((c) => [c.path, c.headers.Authorization])).toEqual([['/api/download/profile/p-1.png', 'Bearer tok']]);
    expect(urls.created[0]?.type).toBe('image/png');
    view.unmount();
    expect(urls.revoked).toEqual(['blob:http://localhost/1']);
  });

  it('shows initials and asks nothing without a photo', () => {
    const calls = mockGateway(() => undefined);
    renderAt(<PhotoAvatar name="Asha Rao" photo="" />);
    expect(screen.getByText('AR')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('keeps the initials when the photo cannot be read', async () => {
    mockObjectUrls();
    const calls = mockGateway(() => ({ status: 404, json: { message: 'File not found' } }));
    renderAt(<PhotoAvatar name="Ravi Kumar" photo="gone.png" />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getByText('RK')).toBeInTheDocument();
    expect(screen.queryByAltText('Photo of Ravi Kumar')).not.toBeInTheDocument();
  });

  it('two avatars of the same person share one request', async () => {
    mockObjectUrls();
    const calls = mockGateway(() => ({ status: 200, blob: png() }));
    renderAt(
      <>
        <PhotoAvatar name="Asha Rao" photo="p-2.png" />
        <PhotoAvatar name="Asha Rao" photo="p-2.png" />
      </>,
    );
    await waitFor(() => expect(screen.getAllByAltText('Photo of Asha Rao')).toHaveLength(2));
    expect(calls).toHaveLength(1);
  });
});
