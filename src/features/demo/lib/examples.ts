/** Example inputs a visitor can load with one click. */

export const EXAMPLE_ABSTRACT =
  'Learning analytics dashboards promise to help students reflect on their own learning, yet little is known about ' +
  'how students interpret the indicators they show. In this paper we report on a mixed-methods study with 212 ' +
  'undergraduate students in a blended programming course. We designed a learning analytics dashboard that combines ' +
  'activity data from the learning management system with formative assessment results and offers personalised ' +
  'feedback. Using educational data mining techniques, we clustered students by their interaction patterns and ' +
  'related these clusters to self-regulated learning strategies and final course performance. Students who used the ' +
  'dashboard regularly showed higher engagement and better time management, while students at risk of dropping out ' +
  'rarely opened it. Interviews revealed that transparency about how indicators are computed increased trust in the ' +
  'dashboard. We discuss implications for the design of learning analytics tools, student privacy and the role of ' +
  'teachers in acting on predictive models.';

export const EXAMPLE_TWEET =
  'Just presented our paper on explainable recommender systems for MOOCs at #LAK! Students trusted the course ' +
  'recommendations far more once the dashboard showed why each one was suggested. Transparency matters in ' +
  'learning analytics. Slides and open data soon. #EdTech #MachineLearning';

export const EXAMPLE_SET_1 = 'learning analytics, educational data mining, student dashboards, formative feedback';
export const EXAMPLE_SET_2 = 'machine learning, student modelling, data visualization, self-regulated learning';
