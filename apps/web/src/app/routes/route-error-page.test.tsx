import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../providers';
import { RouteErrorBoundary } from './route-error-page';

function Broken(): never {
  throw new Error('render failed');
}

describe('RouteErrorPage', () => {
  it('replaces a crashed page with a Persian message and a way to reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppProviders queryClient={new QueryClient()}>
        <MemoryRouter>
          <RouteErrorBoundary>
            <Broken />
          </RouteErrorBoundary>
        </MemoryRouter>
      </AppProviders>,
    );

    expect(await screen.findByRole('heading', { name: 'مشکلی پیش آمد' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'بارگذاری دوباره' })).toBeTruthy();
    expect(screen.queryByText('render failed')).toBeNull();
  });
});
