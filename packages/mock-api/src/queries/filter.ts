/**
 * The channel page's list: titles of one type narrowed by genre, region and year, in one of three
 * orders, a page at a time with the total. Each combination of filters and sort is one prepared
 * statement, made on first use and kept (3 optional filters x 3 sorts: at most 24 pairs).
 */
import type { Database, Statement } from 'better-sqlite3';
import type { FilterSort, RegionCode, VodType } from '@xinghe/contracts';
import type { YearRange } from '../domain/filters';
import { SUMMARY_COLUMNS, type SummaryRow } from './catalogue';

export interface FilterCriteria {
  type: VodType;
  genre?: string;
  region?: RegionCode;
  years?: YearRange;
  sort: FilterSort;
}

/** Every order ends in the id, so equal keys never swap places between two pages. */
const ORDER_BY: Record<FilterSort, string> = {
  hottest: 't.popularity DESC, t.id',
  latest: 't.updated_at DESC, t.id',
  rating: 't.score DESC, t.popularity DESC, t.id',
};

interface Bindings {
  type: VodType;
  genre?: string;
  region?: RegionCode;
  from?: number;
  to?: number;
}

interface Paging {
  limit: number;
  offset: number;
}

function whereClause(criteria: FilterCriteria): string {
  const conditions = ['t.type = @type'];
  if (criteria.region) conditions.push('t.region = @region');
  if (criteria.years) conditions.push('t.year BETWEEN @from AND @to');
  // title_genres is the genre index; the JSON column is only for the cards.
  if (criteria.genre) {
    conditions.push('t.id IN (SELECT title_id FROM title_genres WHERE genre = @genre)');
  }
  return conditions.join(' AND ');
}

function bindingsOf(criteria: FilterCriteria): Bindings {
  const bindings: Bindings = { type: criteria.type };
  if (criteria.region) bindings.region = criteria.region;
  if (criteria.genre) bindings.genre = criteria.genre;
  if (criteria.years) {
    bindings.from = criteria.years.from;
    bindings.to = criteria.years.to;
  }
  return bindings;
}

export type FilterQueries = ReturnType<typeof createFilterQueries>;

export function createFilterQueries(db: Database) {
  const pageStatements = new Map<string, Statement<[Bindings & Paging], SummaryRow>>();
  const countStatements = new Map<string, Statement<[Bindings], { n: number }>>();

  const regionsOfType = db.prepare<[VodType], { region: RegionCode }>(
    'SELECT DISTINCT region FROM titles WHERE type = ?',
  );
  const yearSpan = db.prepare<[], { from: number | null; to: number | null }>(
    'SELECT MIN(year) AS "from", MAX(year) AS "to" FROM titles',
  );

  function statementsFor(criteria: FilterCriteria) {
    const where = whereClause(criteria);
    const pageKey = `${where} ${criteria.sort}`;
    let page = pageStatements.get(pageKey);
    if (!page) {
      page = db.prepare<[Bindings & Paging], SummaryRow>(
        `SELECT ${SUMMARY_COLUMNS} FROM titles t WHERE ${where}
         ORDER BY ${ORDER_BY[criteria.sort]} LIMIT @limit OFFSET @offset`,
      );
      pageStatements.set(pageKey, page);
    }
    let count = countStatements.get(where);
    if (!count) {
      count = db.prepare<[Bindings], { n: number }>(
        `SELECT COUNT(*) AS n FROM titles t WHERE ${where}`,
      );
      countStatements.set(where, count);
    }
    return { page, count };
  }

  return {
    /** One page (from 1) of the matching titles, and how many match in all. */
    page(
      criteria: FilterCriteria,
      page: number,
      pageSize: number,
    ): { rows: SummaryRow[]; total: number } {
      const statements = statementsFor(criteria);
      const bindings = bindingsOf(criteria);
      const total = statements.count.get(bindings)?.n ?? 0;
      const offset = (page - 1) * pageSize;
      const rows =
        offset < total ? statements.page.all({ ...bindings, limit: pageSize, offset }) : [];
      return { rows, total };
    },

    regionsOf(type: VodType): Set<RegionCode> {
      return new Set(regionsOfType.all(type).map((row) => row.region));
    },

    /** The oldest and newest year of the whole catalogue (every channel shares the year row). */
    yearSpan(): YearRange | null {
      const row = yearSpan.get();
      return row?.from != null && row.to != null ? { from: row.from, to: row.to } : null;
    },
  };
}
