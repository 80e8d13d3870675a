/**
 * Contracts of the day's report (日报, issue 31; 财务 and 管理员, the finance desk's scope): the PDF of a day, fetched
 * with the staff token and saved under its name; the Excel sheet of the same day is a desk export job
 * (./deskExports dayReport). The day is "YYYY-MM-DD" as sent, '' or absent for today on the market clock; the server
 * refuses an impossible or future day with the domain's DAY_REPORT_MESSAGES (as the JSON envelope, not a file).
 */
import { endpoint, endpoints } from '../endpoint';
import { file } from './answers';
import { query, text } from './fields';

/** The report's day as sent (checked by the server against its clock: dayReportDateProblem). */
export const reportDay = text(10);

export const dayReportEndpoints = endpoints('dayReport', {
  pdf: endpoint('GET', '/admin/reports/day.pdf', 'staff:finance', {
    querystring: query({ date: reportDay }),
    response: { 200: file('application/pdf') },
  }),
});

export type DayReportQuery = { date?: string };
