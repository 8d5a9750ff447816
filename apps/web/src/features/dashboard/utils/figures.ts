import {
  figureLink,
  figureText,
  formatNumber,
  isExperimentOn,
  type DashboardFigure,
  type FigureContext,
  type FigureList,
  type TActiveExperiments,
} from '@portal/contracts';
import { appPaths } from '../../../lib/paths';
import { useSignedIn } from '../../../lib/session/signed-in-context';

/**
 * What the dashboard's figures are read for: the chosen manager and the models the portfolio
 * page reads its facets with (the same experiments), so a figure and the list it opens agree.
 */
export function figureContext(
  experiments: TActiveExperiments,
  propertyManagerId: number | null,
): FigureContext {
  return {
    propertyManagerId,
    newAccessIssues: isExperimentOn(experiments, 'AgencyEntryMethod'),
    problemRegister: isExperimentOn(experiments, 'ProblemRegister'),
  };
}

/** figureContext with the signed-in user's experiments. */
export function useFigureContext(propertyManagerId: number | null): FigureContext {
  return figureContext(useSignedIn().experiments, propertyManagerId);
}

const ACTION_REQUIRED_TAB_PARAM = 'action-required-tab';

/** The page that shows a figure's list: the portfolio, other providers' or a dashboard tab. */
function listHref(list: FigureList): string {
  switch (list.kind) {
    case 'portfolio':
      return appPaths.portfolio({
        facet: list.query.facet,
        service: list.query.service,
        'property-manager': list.query['property-manager'],
      });
    case 'integrated':
      return appPaths.portfolio({
        'managed-by': 'OTHER',
        facet: list.query.facet,
        'property-manager': list.query['property-manager'],
      });
    case 'dashboard':
      return appPaths.home({
        'property-manager': list.query.propertyManagerId ?? 'all',
        [ACTION_REQUIRED_TAB_PARAM]: list.tab,
      });
  }
}

/** The figure's link, when it opens one list. */
export const figureHref = (figure: DashboardFigure): string | null => {
  const list = figureLink(figure);
  return list ? listHref(list) : null;
};

/** The figure in words: '254 properties on service with …'. */
export const figureWords = (figure: DashboardFigure) => figureText(figure, formatNumber);

/** The figures by id. */
export const byId = (figures: readonly DashboardFigure[]) =>
  new Map(figures.map((figure) => [figure.id, figure]));
