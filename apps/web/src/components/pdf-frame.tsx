import { Alert, Anchor, Box, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconExternalLink, IconFileText } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { bytesOfBase64 } from './pdf-bytes.ts';

/** A PDF (base64) as a blob: URL for a frame, given back when the PDF changes or the frame goes. */
function usePdfUrl(base64: string | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!base64) {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(new Blob([bytesOfBase64(base64)], { type: 'application/pdf' }));
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [base64]);
  return url;
}

type PdfFrameProps = {
  /** The PDF as base64 (as the server sends it inside JSON); nothing while there is none yet. */
  pdf: string | undefined;
  /** The frame's accessible name. */
  title: string;
  /** The language the PDF is written in. */
  lang?: string;
  /** A new PDF is on its way: the last one stays under a veil until the new one has loaded. */
  busy: boolean;
  busyText: string;
  /** Shown instead of a frame: nothing to preview, or a failure. */
  placeholder?: ReactNode;
  /** The link that opens the PDF in the browser's own viewer (phones show no PDF inside a page). */
  openText: string;
  height: number | string;
};

/**
 * A PDF shown in a frame without the viewer's toolbar (the administrator's template preview, spec part 2 §9,
 * and the testator's will preview), with a veil while the next one renders and a link to open it full size.
 */
export function PdfFrame({ pdf, title, lang, busy, busyText, placeholder, openText, height }: PdfFrameProps) {
  const url = usePdfUrl(placeholder ? undefined : pdf);
  // The frame that last finished loading: the veil stays until the new PDF's frame has loaded.
  const [loadedUrl, setLoadedUrl] = useState<string>();
  const veiled = !placeholder && (busy || !url || loadedUrl !== url);

  return (
    <Stack gap="xs">
      <Box pos="relative" h={height} style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }} bg="gray.1">
        {placeholder ? (
          <Center h="100%" p="lg">
            {placeholder}
          </Center>
        ) : (
          url && (
            <iframe
              // A new frame for each PDF: changing a frame's address would add an entry to the tab's history,
              // and Back would then step through old previews instead of leaving the page.
              key={url}
              title={title}
              src={`${url}#toolbar=0`}
              lang={lang}
              onLoad={() => setLoadedUrl(url)}
              style={{ width: '100%', height: '100%', border: 0, display: 'block' }}
            />
          )
        )}
        {veiled && (
          <Center pos="absolute" inset={0} bg="rgba(255, 255, 255, 0.7)" role="status">
            <Group gap="xs">
              <Loader size="sm" />
              <Text fz="sm">{busyText}</Text>
            </Group>
          </Center>
        )}
      </Box>
      {url && !placeholder && (
        <Anchor href={url} target="_blank" rel="noopener" fz="sm" ta="end" inline>
          <Group gap={4} justify="flex-end" component="span">
            <IconExternalLink size={14} aria-hidden />
            {openText}
          </Group>
        </Anchor>
      )}
    </Stack>
  );
}

/** What a PDF frame shows when there is nothing to show. */
export function PdfFrameEmpty({ text }: { text: string }) {
  return (
    <Stack align="center" gap="xs" ta="center">
      <IconFileText size={40} color="var(--mantine-color-gray-5)" aria-hidden />
      <Text c="dimmed" fz="sm">
        {text}
      </Text>
    </Stack>
  );
}

/**
 * A preview frame's placeholder: the empty state with its text, else the failure (with no PDF to keep showing),
 * else none, so the frame shows its PDF. The testator's preview and the administrator's say it alike.
 */
export function pdfFramePlaceholder(state: { empty: boolean; emptyText: string; failed: boolean; failedText: string }): ReactNode {
  if (state.empty) return <PdfFrameEmpty text={state.emptyText} />;
  if (state.failed)
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
        {state.failedText}
      </Alert>
    );
  return undefined;
}
