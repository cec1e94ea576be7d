/**
 * Scrapes GET /metrics and reads it with a Prometheus text-format parser (parse-prometheus-text-format, the
 * prom2json shape), so the tests check what a Prometheus server would read, not strings.
 */
import { createRequire } from 'node:module';

interface Sample {
  labels?: Record<string, string>;
  value?: string;
  count?: string;
  sum?: string;
  buckets?: Record<string, string>;
}
interface Family {
  name: string;
  help: string;
  type: string;
  metrics: Sample[];
}

const parse = createRequire(import.meta.url)('parse-prometheus-text-format') as (text: string) => Family[];

/** One scrape: the families by name, and sums over the samples whose labels include `labels`. */
export class Scrape {
  readonly families: Map<string, Family>;
  /**
   * The same text with histogram TYPE lines dropped, so each `_count`, `_sum` and `_bucket` series is a family of
   * its own with its labels: parse-prometheus-text-format (like the `exposition` package) folds a histogram's label
   * sets into one sample and loses their counts, so labelled histograms are read from this view.
   */
  private readonly series: Map<string, Family>;
  constructor(readonly raw: string) {
    const text = raw;
    this.families = new Map(parse(text).map((f) => [f.name, f]));
    // Untyped, a series whose lines are not adjacent comes back as several families of one name: merged here.
    this.series = new Map();
    for (const f of parse(text.replace(/^# TYPE \S+ histogram$/gm, ''))) {
      const seen = this.series.get(f.name);
      if (seen) seen.metrics.push(...f.metrics);
      else this.series.set(f.name, f);
    }
  }
  private samples(name: string, labels: Record<string, string>, from = this.families): Sample[] {
    const fam = from.get(name);
    return (fam?.metrics ?? []).filter((s) => Object.entries(labels).every(([k, v]) => s.labels?.[k] === v));
  }
  /** The sum of a counter's or gauge's samples matching `labels` (0 when none). */
  value(name: string, labels: Record<string, string> = {}): number {
    return this.samples(name, labels).reduce((n, s) => n + Number(s.value ?? 0), 0);
  }
  /** The sum of a histogram's observation counts (its `_count` series) matching `labels` (0 when none). */
  count(name: string, labels: Record<string, string> = {}): number {
    return this.samples(`${name}_count`, labels, this.series).reduce((n, s) => n + Number(s.value ?? 0), 0);
  }
  /** The label sets a family has samples for. */
  labelSets(name: string): Record<string, string>[] {
    return (this.families.get(name)?.metrics ?? []).map((s) => s.labels ?? {});
  }
}

/** GET /metrics with `token`: the response, and the parsed scrape when it is 200. */
export async function scrape(baseUrl: string, token?: string): Promise<{ status: number; type: string | null; body: string; scrape?: Scrape }> {
  const res = await fetch(`${baseUrl}/metrics`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  const body = await res.text();
  return { status: res.status, type: res.headers.get('content-type'), body, scrape: res.status === 200 ? new Scrape(body) : undefined };
}
