import type { KeyTerm } from './key-term';

export const ECONOMICS_AND_FINANCE_TERMS: readonly KeyTerm[] = [
  {
    term: 'economics',
    subjectId: 'microeconomics',
    definition:
      'Economics is the social science that studies how people, businesses and governments use ' +
      'scarce resources to produce, distribute and consume goods and services. Microeconomics ' +
      'looks at individual markets and decisions, while macroeconomics looks at the economy as a ' +
      'whole.',
  },
  {
    term: 'supply and demand',
    aliases: ['supply', 'demand', 'law of supply and demand'],
    subjectId: 'microeconomics',
    definition:
      'Supply and demand is the economic model in which the price of a good is set by the ' +
      'interaction of how much sellers offer and how much buyers want. When demand rises or ' +
      'supply falls, prices tend to rise, and the market settles where the quantity supplied ' +
      'equals the quantity demanded.',
  },
  {
    term: 'market failure',
    aliases: ['market failures', 'externality', 'externalities'],
    subjectId: 'microeconomics',
    definition:
      'Market failure is a situation in which a free market, left to itself, does not allocate ' +
      'resources efficiently. Common causes include externalities such as pollution, public ' +
      'goods, monopoly power and a lack of information among buyers or sellers.',
  },
  {
    term: 'market structure',
    aliases: ['market structures', 'monopoly', 'perfect competition'],
    subjectId: 'microeconomics',
    definition:
      'Market structure is the way a market is organized, described by the number of firms, how ' +
      'similar their products are and how easily new firms can enter. The main types range from ' +
      'perfect competition, with many small firms, through oligopoly to monopoly, with a single ' +
      'seller.',
  },
  {
    term: 'Adam Smith',
    subjectId: 'microeconomics',
    definition:
      'Adam Smith was an eighteenth-century Scottish economist and philosopher, often called the ' +
      'father of modern economics. His 1776 book The Wealth of Nations argued that free markets, ' +
      'guided by what he called an invisible hand, and the division of labor create wealth.',
  },
  {
    term: 'personal finance',
    subjectId: 'personal-finance',
    definition:
      'Personal finance is the management of the money of an individual or household, including ' +
      'earning, budgeting, saving, borrowing, investing and insuring. Its goals include covering ' +
      'everyday needs, avoiding costly debt and preparing for emergencies and retirement.',
  },
  {
    term: 'budgeting',
    aliases: ['budget', 'budgets'],
    subjectId: 'personal-finance',
    definition:
      'Budgeting is the process of planning how to spend and save income over a period, usually ' +
      'a month. A budget lists expected income and expenses so that spending stays within means ' +
      'and money is set aside for savings and goals.',
  },
  {
    term: 'credit',
    aliases: ['credit score', 'credit rating'],
    subjectId: 'personal-finance',
    definition:
      'Credit is the ability to borrow money or obtain goods now with a promise to pay later, ' +
      'usually with interest. Lenders judge how much credit to offer using a credit score or ' +
      "rating, which reflects a borrower's history of repaying debts.",
  },
  {
    term: 'debt',
    aliases: ['debts'],
    subjectId: 'personal-finance',
    definition:
      'Debt is money that one party owes to another, usually repaid over time with interest. It ' +
      'includes mortgages, student loans, car loans and credit card balances, and high-interest ' +
      'debt can grow quickly if it is not paid down.',
  },
  {
    term: 'compound interest',
    subjectId: 'personal-finance',
    definition:
      'Compound interest is interest calculated on both the original amount of money and the ' +
      'interest already added to it. Over long periods it makes savings and investments grow ' +
      'faster and faster, and it makes unpaid debts grow in the same way.',
  },
  {
    term: 'inflation',
    subjectId: 'macroeconomics',
    definition:
      'Inflation is the rate at which the general level of prices for goods and services rises ' +
      'over time, reducing the purchasing power of money. It is usually measured by a consumer ' +
      'price index, and many central banks aim to keep it at about 2 percent a year.',
  },
  {
    term: 'unemployment',
    aliases: ['unemployment rate'],
    subjectId: 'macroeconomics',
    definition:
      'Unemployment is the situation of people who are able and willing to work and are actively ' +
      'looking for a job but do not have one. The unemployment rate is the percentage of the ' +
      'labor force in that situation and is a key measure of the health of an economy.',
  },
  {
    term: 'GDP',
    aliases: ['gross domestic product'],
    subjectId: 'macroeconomics',
    definition:
      'GDP, or gross domestic product, is the total market value of all final goods and services ' +
      'produced within a country in a given period, usually a year or a quarter. It is the main ' +
      'measure of the size of an economy, and its growth is used to track economic growth.',
  },
  {
    term: 'monetary policy',
    subjectId: 'macroeconomics',
    definition:
      'Monetary policy is the action of a central bank to influence the money supply and ' +
      'interest rates in order to keep prices stable and support employment. Raising interest ' +
      'rates tends to cool inflation, while cutting them encourages borrowing and spending.',
  },
  {
    term: 'fiscal policy',
    subjectId: 'macroeconomics',
    definition:
      'Fiscal policy is the use of government spending and taxation to influence the economy. In ' +
      'a downturn a government may spend more or cut taxes to boost demand, and in a boom it may ' +
      'do the reverse.',
  },
  {
    term: 'economic growth',
    subjectId: 'macroeconomics',
    definition:
      'Economic growth is an increase over time in the amount of goods and services an economy ' +
      'produces, usually measured as the rise in real GDP. In the long run it depends on more ' +
      'workers, more capital and better technology.',
  },
  {
    term: 'Federal Reserve',
    aliases: ['the Fed'],
    subjectId: 'macroeconomics',
    definition:
      'The Federal Reserve is the central bank of the United States, founded in 1913. It sets ' +
      'monetary policy, chiefly by steering short-term interest rates, supervises banks and aims ' +
      'for maximum employment and stable prices.',
  },
  {
    term: 'investing',
    aliases: ['investment', 'investments'],
    subjectId: 'investing-fundamentals',
    definition:
      'Investing is putting money into assets such as stocks, bonds or property with the ' +
      'expectation of earning a return over time. Higher potential returns generally come with ' +
      'higher risk, and spreading money across many investments helps manage that risk.',
  },
  {
    term: 'stock',
    aliases: ['stocks', 'share', 'shares', 'equity'],
    subjectId: 'investing-fundamentals',
    definition:
      'A stock is a share of ownership in a company, entitling its holder to part of the profits ' +
      'and usually a vote at shareholder meetings. Stock prices rise and fall with the fortunes ' +
      'of the company and the market, and some stocks pay dividends.',
  },
  {
    term: 'bond',
    aliases: ['bonds'],
    subjectId: 'investing-fundamentals',
    definition:
      'A bond is a loan made by an investor to a government or company, which promises to pay ' +
      'regular interest and return the original amount on a set date. Bonds are usually less ' +
      'risky than stocks but offer lower expected returns.',
  },
  {
    term: 'index fund',
    aliases: ['index funds'],
    subjectId: 'investing-fundamentals',
    definition:
      'An index fund is an investment fund that aims to match the performance of a market index, ' +
      'such as the S&P 500, by holding the same securities. Because it needs no active stock ' +
      'picking, it usually has low fees and gives broad diversification.',
  },
  {
    term: 'diversification',
    subjectId: 'investing-fundamentals',
    definition:
      'Diversification is the strategy of spreading investments across many different assets, ' +
      'industries or regions to reduce risk. Because different assets rarely fall in value at ' +
      'the same time, a diversified portfolio tends to have smaller swings than any single ' +
      'investment.',
  },
  {
    term: 'stock market',
    aliases: ['stock exchange', 'stock markets'],
    subjectId: 'investing-fundamentals',
    definition:
      'A stock market is a system of exchanges and other venues where shares of public companies ' +
      'are bought and sold. Examples include the New York Stock Exchange and the London Stock ' +
      'Exchange, and its movements are tracked by indexes such as the S&P 500.',
  },
  {
    term: 'S&P 500',
    aliases: ["Standard and Poor's 500"],
    subjectId: 'investing-fundamentals',
    definition:
      'The S&P 500 is a stock market index that tracks the shares of about 500 of the largest ' +
      'public companies in the United States. It is widely used as a benchmark for the ' +
      'performance of the American stock market.',
  },
  {
    term: 'econometrics',
    subjectId: 'econometrics',
    definition:
      'Econometrics is the application of statistical methods to economic data in order to test ' +
      'theories, measure relationships and make forecasts. It helps economists estimate, for ' +
      'example, how much a change in price affects demand.',
  },
  {
    term: 'regression analysis',
    subjectId: 'econometrics',
    definition:
      'Regression analysis is a statistical method for estimating how a dependent variable ' +
      'changes with one or more explanatory variables. In econometrics it is used, for example, ' +
      'to estimate how education affects earnings while holding other factors constant.',
  },
  {
    term: 'causal inference',
    aliases: ['causality'],
    subjectId: 'econometrics',
    definition:
      'Causal inference is the process of determining whether, and by how much, one factor ' +
      'actually causes a change in another, rather than merely being correlated with it. Methods ' +
      'include randomized experiments, natural experiments and instrumental variables.',
  },
  {
    term: 'time series',
    aliases: ['time series data'],
    subjectId: 'econometrics',
    definition:
      'A time series is a sequence of data points recorded at successive points in time, such as ' +
      'monthly inflation or daily stock prices. Time series analysis studies trends, seasonal ' +
      'patterns and dependence on past values in order to understand and forecast them.',
  },
];
