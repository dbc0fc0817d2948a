/** The local tariff cache: how much it holds, when it was last refreshed, a refresh with progress, and a search. */
import { useEffect, useState } from 'react';
import type { TariffCacheInfo, TariffEntry, TariffRefreshProgress } from '../../../shared/domain/tariffs';
import { callOp, onEvent } from '../../api';
import { Button } from '../../components/Button';
import { Field, FieldFrame } from '../../components/Field';
import { formatAge, formatStamp } from '../../components/format-age';
import { Notice } from '../../components/Notice';
import { useNow } from '../../components/use-now';
import { DiagnosisListPanel } from './DiagnosisListPanel';
import { RefreshProgress } from './RefreshProgress';
import './tariffs.css';

/** Access types the service is documented to use; others found in results are added to the filter. */
const KNOWN_ACCESS_TYPES = ['direct', 'pre-auth'];
const SEARCH_DELAY_MS = 150;

export function TariffsScreen() {
  const now = useNow(30_000);
  const [info, setInfo] = useState<TariffCacheInfo | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [refreshing, setRefreshing] = useState(false);
  const [progress, setProgress] = useState<TariffRefreshProgress | undefined>();
  const [outcome, setOutcome] = useState<string | undefined>();
  const [query, setQuery] = useState('');
  const [accessType, setAccessType] = useState('');
  const [results, setResults] = useState<readonly TariffEntry[] | undefined>();
  const [seenTypes, setSeenTypes] = useState<readonly string[]>(KNOWN_ACCESS_TYPES);

  useEffect(() => {
    void callOp('tariffs.info', {}).then((result) => {
      if (result.ok) setInfo(result.value);
      else setProblem(result.error.message);
    });
    return onEvent('tariffs.refreshProgress', setProgress);
  }, []);

  useEffect(() => {
    if (query.trim() === '') {
      setResults(undefined);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      void callOp('tariffs.search', {
        query: query.trim(),
        limit: 50,
        ...(accessType ? { accessType } : {}),
      }).then((result) => {
        if (!current) return;
        setResults(result.ok ? result.value : []);
        if (!result.ok) setProblem(result.error.message);
        else setSeenTypes((types) => [...new Set([...types, ...result.value.map((entry) => entry.accessType)])]);
      });
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, accessType]);

  const refresh = async (full: boolean): Promise<void> => {
    setRefreshing(true);
    setProgress(undefined);
    setOutcome(undefined);
    setProblem(undefined);
    const result = await callOp('tariffs.refresh', full ? { full } : {});
    setRefreshing(false);
    if (!result.ok) {
      setProblem(result.error.message);
      return;
    }
    setInfo(result.value);
    setOutcome(`Tariffs are up to date: ${result.value.itemCount} items.`);
  };

  return (
    <section className="tariffs" aria-labelledby="tariffs-heading">
      <h2 id="tariffs-heading" className="screen-heading">
        Tariffs
      </h2>
      <dl className="facts">
        <dt>Items on this computer</dt>
        <dd>{info ? info.itemCount : '…'}</dd>
        <dt>Last refreshed</dt>
        <dd>
          {info?.lastSyncedAt ? (
            <>
              <time dateTime={info.lastSyncedAt}>{formatStamp(info.lastSyncedAt)}</time> (
              {formatAge(info.lastSyncedAt, now)})
            </>
          ) : (
            'Never — refresh to download the tariff list'
          )}
        </dd>
      </dl>
      <div className="actions">
        <Button variant="primary" busy={refreshing} onClick={() => void refresh(false)}>
          Refresh tariffs
        </Button>
        <Button busy={refreshing} onClick={() => void refresh(true)}>
          Download the whole list again
        </Button>
      </div>
      {refreshing && <RefreshProgress progress={progress} />}
      {outcome && <Notice tone="success">{outcome}</Notice>}
      {problem && <Notice tone="error">{problem}</Notice>}

      <form className="inline-form" role="search" onSubmit={(event) => event.preventDefault()}>
        <Field
          label="Search tariffs"
          type="search"
          hint="A name or a tariff code."
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <FieldFrame label="Access type">
          {(ids) => (
            <select {...ids} value={accessType} onChange={(event) => setAccessType(event.target.value)}>
              <option value="">Any</option>
              {seenTypes.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      </form>
      {results?.length === 0 && <p role="status">No tariff matches “{query.trim()}”.</p>}
      {results && results.length > 0 && (
        <table className="tariff-results">
          <caption>{results.length === 50 ? 'First 50 matches' : `${results.length} matches`}</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Name</th>
              <th scope="col" className="number">
                Price
              </th>
              <th scope="col">Access type</th>
            </tr>
          </thead>
          <tbody>
            {results.map((entry) => (
              <tr key={`${entry.providerId}/${entry.id}`}>
                <td>{entry.id}</td>
                <td>{entry.name}</td>
                <td className="number money">{entry.priceText}</td>
                <td>{entry.accessType}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <DiagnosisListPanel />
    </section>
  );
}
