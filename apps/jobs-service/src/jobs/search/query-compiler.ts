import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { DATABASE, type AppDatabase } from '@hirewise/server-kit';
import type * as schema from '../../schema';
import { cleanSearchText, parseSearchQuery, positiveWords, type ParsedQuery } from './query-parser';
import { jobSearchWords } from './search.tables';
import { SynonymTable, type Synonyms } from './synonyms';
import { literalWords, relaxable, relaxedTsQuerySql, tsQuerySql } from './tsquery';
import { correctable, correctWords } from './typo-correction';
import { keyForm, rarityWeights, type QueryWord } from './ranking';

type Db = AppDatabase<typeof schema>;

/** Compiled queries kept in memory (most searches repeat a few thousand texts). */
const MAX_ENTRIES = 2_000;
/** Corrections depend on the vocabulary, which grows with new jobs (here or on another replica). */
export const CORRECTIONS_TTL_MS = 60_000;

/** What a `q` becomes before any job is read. */
export interface CompiledQuery {
  /** `q` without control characters, as the substring fallback searches it. */
  text: string;
  parsed: ParsedQuery;
  /** The tsquery (text form, cast back with ::tsquery); '' when nothing in `q` is a searchable word. */
  tsquery: string;
  /** Words that must also appear as typed in the title or a skill (tsquery.ts, literalWords). */
  literals: string[];
  /** Typed words that may be typos (not known to synonyms); corrected only when full text finds little. */
  correctable: string[];
  /** Whether any-of-the-words can be tried when nothing matches them all. */
  relaxable: boolean;
  /** The words typed to be found (not phrases or exclusions), lower case, each once, in order. */
  typed: string[];
  synonyms: Synonyms;
  /** The any-of-the-words tsquery, once asked for. */
  relaxed?: string;
  /** The typed words the title and main-skill signals of relevance look for (ranking.ts). */
  words: QueryWord[];
}

/** The query with its typos corrected: its tsquery (typed and corrected words OR-ed) and title words. */
export interface Corrected {
  tsquery: string;
  words: QueryWord[];
}

/**
 * Turns `q` into a tsquery once and remembers it: parsing, synonyms and the database's stemming
 * cost a round trip that repeats for every page and every count of the same text. Typo
 * corrections are looked up only when asked (the search found fewer than a few jobs).
 */
@Injectable()
export class QueryCompiler {
  private readonly compiled = new Map<string, CompiledQuery>();
  private readonly corrections = new Map<string, { corrected?: Corrected; expires: number }>();

  constructor(
    @Inject(DATABASE) private readonly db: Db,
    private readonly synonymTable: SynonymTable,
  ) {}

  async compile(q: string): Promise<CompiledQuery> {
    const synonyms = await this.synonymTable.get();
    const text = cleanSearchText(q);
    const key = `${synonyms.version}\u0000${text}`;
    const hit = this.compiled.get(key);
    if (hit) return hit;
    const parsed = parseSearchQuery(text);
    const words = [...new Set(positiveWords(parsed).map((w) => w.toLowerCase()))];
    const forms = words.map((w) => ({ forms: formsOf([w]), synonyms: formsOf(synonyms.of(w)) }));
    const compiled: CompiledQuery = {
      text,
      parsed,
      tsquery: await this.toText(parsed, synonyms),
      literals: literalWords(parsed),
      correctable: words.filter((w) => correctable(w, (known) => synonyms.of(known).length > 0)),
      relaxable: relaxable(parsed),
      typed: words,
      synonyms,
      words: rarityWeights(forms, await this.jobsUsing(words)),
    };
    remember(this.compiled, key, compiled);
    return compiled;
  }

  /**
   * The tsquery with each correctable word OR-ed with its nearest vocabulary word ("javscript"
   * also finds "javascript"), or undefined when no word was corrected.
   */
  async corrected(query: CompiledQuery): Promise<Corrected | undefined> {
    if (query.correctable.length === 0) return undefined;
    const key = `${query.synonyms.version}\u0000${query.text}`;
    const now = Date.now();
    const hit = this.corrections.get(key);
    if (hit && hit.expires > now) return hit.corrected;
    const corrections = await correctWords(this.db, query.correctable);
    const corrected =
      corrections.size > 0
        ? {
            tsquery: await this.toText(query.parsed, query.synonyms, corrections),
            words: query.words.map((w, i) => {
              const fix = corrections.get(query.typed[i]);
              return fix ? { ...w, forms: formsOf([...w.forms, fix]), synonyms: formsOf([...w.synonyms, ...query.synonyms.of(fix)]) } : w;
            }),
          }
        : undefined;
    remember(this.corrections, key, { corrected, expires: now + CORRECTIONS_TTL_MS });
    return corrected;
  }

  /** The tsquery of any of the words (the last resort when none of the steps before found a job). */
  async relaxed(query: CompiledQuery): Promise<string> {
    query.relaxed ??= await this.run(relaxedTsQuerySql(query.parsed, { synonyms: query.synonyms }));
    return query.relaxed;
  }

  /** Forgets corrections: this process changed a job, so the vocabulary may have new words. */
  vocabularyChanged(): void {
    this.corrections.clear();
  }

  private async toText(parsed: ParsedQuery, synonyms: Synonyms, corrections?: ReadonlyMap<string, string>): Promise<string> {
    if (parsed.length === 0) return '';
    return this.run(tsQuerySql(parsed, { synonyms, corrections }));
  }

  /** How many jobs' titles and skills use each word (the vocabulary's counts; 0 when unknown). */
  private async jobsUsing(words: string[]): Promise<number[]> {
    if (words.length === 0) return [];
    const list = sql.join(
      words.map((w, i) => sql`(${w}, ${i})`),
      sql`, `,
    );
    const result = (await this.db.execute(
      sql`select coalesce((select ${jobSearchWords.jobs} from ${jobSearchWords} where ${jobSearchWords.word} = jobs_search_normalize(t.w)), 0)::int as n from (values ${list}) as t(w, i) order by t.i`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows.map((r) => Number(r.n));
  }

  private async run(tsquery: ReturnType<typeof sql>): Promise<string> {
    const result = (await this.db.execute(sql`select (${tsquery})::text as q`)) as unknown as { rows: { q: string }[] };
    return result.rows[0]?.q ?? '';
  }
}

/** The key forms of a word and its synonyms, each once, empty ones dropped. */
function formsOf(texts: readonly string[]): string[] {
  return [...new Set(texts.map(keyForm).filter(Boolean))];
}

function remember<T>(map: Map<string, T>, key: string, value: T): void {
  // Full: start again rather than track recency (a cheap bound; hot texts come back at once).
  if (map.size >= MAX_ENTRIES) map.clear();
  map.set(key, value);
}
