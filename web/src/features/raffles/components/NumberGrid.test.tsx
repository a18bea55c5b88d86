import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupUser } from '../../../test/render';
import { NumberGrid } from './NumberGrid';

function cells() {
  return within(screen.getByRole('group')).getAllByRole('button');
}

describe('NumberGrid', () => {
  it('shows all 100 numbers of a small raffle, zero-padded, without a block selector', () => {
    render(<NumberGrid total={100} taken={new Set([7])} onToggle={() => {}} />);
    expect(cells()).toHaveLength(100);
    expect(screen.getByRole('button', { name: /^00,/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /^99,/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /^07,/ })).toBeDisabled();
    expect(screen.queryByTestId('number-block')).not.toBeInTheDocument();
  });

  it("shows a locked seller block's free numbers not available, with their reason", () => {
    render(
      <NumberGrid
        total={100}
        taken={new Set([30])}
        locked={new Set([31, 32])}
        onToggle={() => {}}
      />,
    );
    const cell = screen.getByRole('button', {
      name: '31, no disponible en línea (talonario de un vendedor)',
    });
    expect(cell).toBeDisabled();
    expect(cell).toHaveClass('rifa-number--locked');
    expect(screen.getByRole('button', { name: /^30, vendido/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^33, libre/ })).toBeEnabled();
  });

  it('renders only one block of 100 of a 10000 raffle and switches blocks', async () => {
    const user = setupUser();
    render(<NumberGrid total={10000} taken={new Set([507])} onToggle={() => {}} />);
    expect(cells()).toHaveLength(100);
    expect(screen.getByRole('button', { name: /^0000,/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^0100,/ })).not.toBeInTheDocument();

    const select = screen.getByTestId('number-block');
    expect(within(select).getAllByRole('option')).toHaveLength(100);
    expect(within(select).getByRole('option', { name: '0500–0599' })).toBeInTheDocument();
    await user.selectOptions(select, '5');
    expect(cells()).toHaveLength(100);
    expect(screen.getByRole('button', { name: /^0500,/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /^0507,/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^0000,/ })).not.toBeInTheDocument();
    expect(screen.getByText('99 libres')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Bloque siguiente' }));
    expect(screen.getByRole('button', { name: /^0600,/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bloque anterior' }));
    await user.click(screen.getByRole('button', { name: 'Bloque anterior' }));
    expect(screen.getByRole('button', { name: /^0400,/ })).toBeInTheDocument();
  });

  it('has 10 blocks of 000–099 … 900–999 for 1000 numbers', () => {
    render(<NumberGrid total={1000} taken={new Set()} onToggle={() => {}} />);
    const options = within(screen.getByTestId('number-block')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '000–099',
      '100–199',
      '200–299',
      '300–399',
      '400–499',
      '500–599',
      '600–699',
      '700–799',
      '800–899',
      '900–999',
    ]);
    expect(screen.getByRole('button', { name: /^000,/ })).toBeInTheDocument();
  });

  it('reports taps on free numbers and marks selected ones pressed', async () => {
    const user = setupUser();
    const onToggle = vi.fn();
    function Harness() {
      const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
      return (
        <NumberGrid
          total={100}
          taken={new Set([3])}
          selected={selected}
          onToggle={(n) => {
            onToggle(n);
            setSelected((s) => {
              const next = new Set(s);
              if (next.has(n)) next.delete(n);
              else next.add(n);
              return next;
            });
          }}
        />
      );
    }
    render(<Harness />);
    const seven = screen.getByRole('button', { name: /^07,/ });
    expect(seven).toHaveAttribute('aria-pressed', 'false');
    await user.click(seven);
    expect(onToggle).toHaveBeenCalledWith(7);
    expect(screen.getByRole('button', { name: /^07,/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: /^03,/ }));
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('is read-only without onToggle', () => {
    render(<NumberGrid total={100} taken={new Set()} winner={42} />);
    expect(screen.getByRole('button', { name: /^05,/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^05,/ })).not.toHaveAttribute('aria-pressed');
    expect(screen.getByRole('button', { name: '42, ganador' })).toHaveClass('rifa-number--winner');
  });

  it('opens on the block of the winner', () => {
    render(<NumberGrid total={1000} taken={new Set()} winner={427} initialBlock={4} />);
    expect(screen.getByRole('button', { name: '427, ganador' })).toHaveClass('rifa-number--winner');
  });

  it('jumps to a typed number of a big raffle: opens its block and focuses it', async () => {
    const user = setupUser();
    render(<NumberGrid total={10000} taken={new Set()} onToggle={() => {}} />);
    await user.type(screen.getByLabelText('Ir al número'), '7342');
    await user.click(screen.getByRole('button', { name: 'Ir' }));
    const target = screen.getByRole('button', { name: /^7342,/ });
    expect(target).toHaveFocus();
    expect(screen.getByTestId('number-block')).toHaveValue('73');

    await user.clear(screen.getByLabelText('Ir al número'));
    await user.type(screen.getByLabelText('Ir al número'), '12{Enter}');
    expect(screen.getByRole('button', { name: /^0012,/ })).toHaveFocus();

    await user.clear(screen.getByLabelText('Ir al número'));
    await user.type(screen.getByLabelText('Ir al número'), 'ab{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Escribe un número entre 0000 y 9999');
  });

  it('has no jump box for 100 numbers', () => {
    render(<NumberGrid total={100} taken={new Set()} onToggle={() => {}} />);
    expect(screen.queryByLabelText('Ir al número')).not.toBeInTheDocument();
  });

  it("marks the viewer's own numbers apart from numbers sold to others", () => {
    render(
      <NumberGrid total={100} taken={new Set([7, 8])} mine={new Set([8])} onToggle={() => {}} />,
    );
    const own = screen.getByRole('button', { name: /^08,/ });
    expect(own).toHaveClass('rifa-number--mine');
    expect(own).toBeDisabled();
    expect(own).toHaveAttribute('title', 'Tuyo');
    expect(screen.getByRole('button', { name: /^07,/ })).toHaveClass('rifa-number--taken');
  });

  it('names each number with its state for screen readers', () => {
    render(
      <NumberGrid
        total={100}
        taken={new Set([7, 8])}
        mine={new Set([8])}
        selected={new Set([21])}
        onToggle={() => {}}
      />,
    );
    for (const name of ['05, libre', '07, vendido', '08, tuyo', '21, seleccionado']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });
});
