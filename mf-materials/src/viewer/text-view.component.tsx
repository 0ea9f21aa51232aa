import { ErrorState, LoadingState } from '@elearn/ui';
import { useQuery } from '@tanstack/react-query';
import Papa from 'papaparse';
import { useTranslation } from 'react-i18next';

/**
 * Text files: plain text as it is, csv as a table, html in a sandboxed frame
 * (sandbox without allow-scripts or allow-same-origin: markup only, never a
 * page of the site). The bytes are read fresh each time (no-cache).
 */
export function TextView({ url, type, title }: { url: string; type: 'txt' | 'csv' | 'html'; title: string }) {
  const { t } = useTranslation('mf-materials');
  const query = useQuery({
    queryKey: ['materials', 'text', url],
    queryFn: async () => {
      const response = await fetch(url, { cache: 'no-cache' });
      if (!response.ok) throw new Error(`file ${response.status}`);
      return response.text();
    },
    gcTime: 0,
  });
  if (query.isPending) return <LoadingState label={t('viewer.loading')} />;
  if (query.isError)
    return (
      <ErrorState message={t('viewer.failed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
    );
  const text = query.data;
  if (type === 'html')
    return (
      <iframe
        title={`${title} — ${t('viewer.sandboxed')}`}
        sandbox=""
        srcDoc={text}
        style={{ inlineSize: '100%', blockSize: '70vh', border: '1px solid #d9d9d9' }}
      />
    );
  if (type === 'csv') {
    const rows = Papa.parse<string[]>(text.trim(), { skipEmptyLines: true }).data;
    const [head = [], ...body] = rows;
    return (
      <div>
        <table className="materials-table">
          <thead>
            <tr>
              {head.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns have no other identity
                <th key={i}>{cell}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {body.map((row, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no other identity
              <tr key={r}>
                {row.map((cell, c) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells have no other identity
                  <td key={c}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  // A text file reads in its own direction (an English formula sheet stays left to right in Arabic).
  return (
    <pre dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
      {text}
    </pre>
  );
}
