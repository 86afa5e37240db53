import { useEffect, useRef, useState } from 'react';
import { Box, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import type { SiteStatus } from '../bootstrap/site-status';

/** How often the panel asks again: a publish is live in about 10 to 15 seconds. */
const ASK_EVERY_MS = 3000;

const at = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The site's own words on the content that does not fit, in a red box. */
const Problem = ({ text }: { text: string }) => (
  <Box marginTop={2} padding={2} background="danger100" hasRadius>
    <Typography variant="pi" tag="p" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text}
    </Typography>
  </Box>
);

/** What the panel says of each state, in an editor's words. */
function StatusText({ status }: { status: SiteStatus | undefined }) {
  if (!status) return <Typography variant="pi">Asking the public site…</Typography>;
  switch (status.state) {
    case 'publishing':
      return (
        <>
          <Typography variant="pi" tag="p">
            {/* Busy after a draft's save too (the publisher looks, finds nothing published, builds nothing): a
                draft never goes live, which "Updating the public site" seemed to promise (qa25a). */}
            Checking the public site for published changes: one is usually live within 30 seconds. Saved drafts never go
            there.
            {status.liveSince ? ` Until then it shows what was published by ${at(status.liveSince)}.` : ''}
          </Typography>
          {status.failed ? (
            <>
              <Box marginTop={2}>
                <Typography variant="pi" fontWeight="bold" textColor="danger600" tag="p">
                  The last publish could not go live, at {at(status.failed.failedAt)}. Unless it was mended and
                  published (a saved draft does not count), this still stops every change:
                </Typography>
              </Box>
              <Problem text={status.failed.problem} />
            </>
          ) : null}
        </>
      );
    case 'live':
      return (
        <Typography variant="pi" textColor="success600">
          Up to date: the public site shows everything published by {at(status.liveSince)}. Drafts only saved are not on
          it.
        </Typography>
      );
    case 'failed':
      return (
        <>
          <Typography variant="pi" fontWeight="bold" textColor="danger600" tag="p">
            Not on the public site: the site could not take the last change
            {status.liveSince ? `, and still shows what was published by ${at(status.liveSince)}` : ''}. Nothing
            published goes live until this is mended and published again:
          </Typography>
          <Problem text={status.problem} />
        </>
      );
    case 'unknown':
      return <Typography variant="pi">Whether the public site shows this yet cannot be told right now.</Typography>;
  }
}

/**
 * The answer of GET /site-status (bootstrap/site-status.ts), asked again every few seconds while the entry is
 * open: "Published" says only that the CMS stored a change, this says whether the site shows it.
 */
function SiteStatusView() {
  const { get } = useFetchClient();
  // The client is read through a ref: a new one on each render must not restart the asking.
  const client = useRef(get);
  client.current = get;
  const [status, setStatus] = useState<SiteStatus>();
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const { data } = await client.current<SiteStatus>('/site-status');
        if (!stopped) setStatus(data);
      } catch {
        if (!stopped) setStatus({ state: 'unknown' });
      }
      if (!stopped) timer = setTimeout(() => void ask(), ASK_EVERY_MS);
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, []);
  return (
    <Box role="status" width="100%">
      <StatusText status={status} />
    </Box>
  );
}

/** The content manager's side panel beside every entry (Strapi's `addEditViewSidePanel`). */
export const SiteStatusPanel = () => ({ title: 'Public site', content: <SiteStatusView /> });
