import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { renderWithIntl } from '../private/Field/renderWithIntl.tsx';
import { FilePicker, type FilePickerProps } from './FilePicker.tsx';

const pdf = (name = 'verwijsbrief.pdf', bytes = 123 * 1024) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

type PickerProps = Pick<FilePickerProps, 'description' | 'errorMessage' | 'id' | 'isRequired'> & {
  label?: string;
  value?: File | null;
  onFile?: (file: File | null) => void;
};

function Picker(props: PickerProps) {
  const { onFile, ...rest } = props;
  const [file, setFile] = useState<File | null>(rest.value ?? null);
  return (
    <FilePicker
      label="Verwijsbrief"
      description="De brief van uw huisarts."
      isRequired
      {...rest}
      value={file}
      onChange={(next) => {
        setFile(next);
        onFile?.(next);
      }}
    />
  );
}

const fileInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]')!;
// The browser's file dialog filters by type only as a hint; visitors can still pick any file.
const user = () => userEvent.setup({ applyAccept: false });

describe('FilePicker', () => {
  it('is a button named by the label and its text, described by the hint, the accepted types and the file state', () => {
    renderWithIntl(<Picker />);
    const button = screen.getByRole('button', { name: 'Verwijsbrief (verplicht) Kies een bestand' });
    expect(button).toHaveAccessibleDescription(
      'De brief van uw huisarts. Toegestaan: PDF, JPG, JPEG, PNG, DOC of DOCX, maximaal 10 MB. Geen bestand gekozen',
    );
  });

  it('offers only the accepted types in the file dialog', () => {
    const { container } = renderWithIntl(<Picker />);
    expect(fileInput(container)).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png,.doc,.docx');
  });

  it('shows the chosen file with its size and a remove button that gives focus back to the choose button', async () => {
    const onFile = vi.fn();
    const { container } = renderWithIntl(<Picker onFile={onFile} />);
    await user().upload(fileInput(container), pdf());
    expect(onFile).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'verwijsbrief.pdf' }));
    expect(screen.getByText('verwijsbrief.pdf (123 kB)')).toBeVisible();
    const choose = screen.getByRole('button', { name: 'Verwijsbrief (verplicht) Kies een ander bestand' });
    expect(choose).toHaveAccessibleDescription(/verwijsbrief\.pdf \(123 kB\)$/);
    await userEvent.click(screen.getByRole('button', { name: 'Verwijder verwijsbrief.pdf' }));
    expect(onFile).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('Geen bestand gekozen')).toBeVisible();
    expect(screen.getByRole('button', { name: /Kies een bestand/ })).toHaveFocus();
  });

  it('says the remove button in the visitor language', () => {
    renderWithIntl(<Picker label="Referral letter" value={pdf('letter.pdf')} />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Remove letter.pdf' })).toBeInTheDocument();
  });

  it('explains a wrong type, and keeps the file shown so it can be replaced', async () => {
    const { container } = renderWithIntl(<Picker />);
    await user().upload(fileInput(container), new File(['x'], 'brief.txt', { type: 'text/plain' }));
    expect(screen.getByText('brief.txt (1 byte)')).toBeVisible();
    const button = screen.getByRole('button', { name: /Kies een ander bestand/ });
    expect(button).toHaveAccessibleDescription(/Fout: Het gekozen bestand moet een PDF, JPG, JPEG, PNG, DOC of DOCX zijn/);
  });

  it('explains an empty file', () => {
    renderWithIntl(<Picker value={pdf('leeg.pdf', 0)} />);
    expect(screen.getByText('Het gekozen bestand is leeg')).toBeVisible();
  });

  it('explains a file over the limit, in the visitor language', () => {
    renderWithIntl(<Picker label="Referral letter" value={pdf('scan.pdf', 11 * 1024 * 1024)} />, { locale: 'en' });
    expect(screen.getByText('The selected file is too large (maximum 10 MB)')).toBeVisible();
    expect(screen.getByText('scan.pdf (11 MB)')).toBeVisible();
  });

  it('explains in Turkish too', () => {
    renderWithIntl(<Picker label="Sevk yazısı" value={pdf('mektup.gif')} />, { locale: 'tr' });
    expect(screen.getByText('Seçilen dosya PDF, JPG, JPEG, PNG, DOC veya DOCX türünde olmalıdır')).toBeVisible();
  });

  it('shows the form error when there is no file, and keeps a chosen file after a failed submit', () => {
    const file = pdf();
    const { rerender } = renderWithIntl(
      <FilePicker label="Verwijsbrief" value={null} onChange={() => {}} errorMessage="Verwijsbrief is verplicht" />,
    );
    expect(screen.getByText('Verwijsbrief is verplicht')).toBeVisible();
    rerender(<FilePicker label="Verwijsbrief" value={file} onChange={() => {}} errorMessage="Uploaden is mislukt" />);
    expect(screen.getByText('verwijsbrief.pdf (123 kB)')).toBeVisible();
    expect(screen.getByText('Uploaden is mislukt')).toBeVisible();
  });

  it('lets the file check outrank the form error', () => {
    renderWithIntl(
      <FilePicker label="Verwijsbrief" value={pdf('leeg.pdf', 0)} onChange={() => {}} errorMessage="Verwijsbrief is verplicht" />,
    );
    expect(screen.getByText('Het gekozen bestand is leeg')).toBeVisible();
    expect(screen.queryByText('Verwijsbrief is verplicht')).not.toBeInTheDocument();
  });

  it('puts its id on the choose button', () => {
    renderWithIntl(<Picker id="referralLetter" />);
    expect(screen.getByRole('button', { name: /Kies een bestand/ })).toHaveAttribute('id', 'referralLetter');
  });
});
