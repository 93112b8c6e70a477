import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LogoUpload } from './logo-upload';

describe('logo upload preview', () => {
  it('previews the chosen file as a data: URL, which the Content-Security-Policy allows', async () => {
    const { container } = render(
      <LogoUpload
        logoUrl={null}
        companyName="Kirana Cloud"
        isUploading={false}
        onUpload={() => new Promise<string | null>(() => undefined)}
      />,
    );
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await userEvent.upload(input, png);
    const preview = await screen.findByRole('img', { name: 'Kirana Cloud logo' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  });
});
