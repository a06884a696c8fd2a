/**
 * A hand-written vocabulary of research phrases by field, each an English Wikipedia article title
 * (or a redirect to one). It is the text the topic model of TopicalPageRank is learned from (one
 * document per field) and the demo's stand-in for a Wikipedia title lookup of research phrases.
 */
export const FIELDS: Record<string, string> = {
  computing: `algorithm, data structure, computer program, software, software engineering, programming language, compiler, operating
    system, distributed system, parallel computing, cloud computing, database, relational database, query optimization,
    web service, computer network, internet protocol, network protocol, client-server model, peer-to-peer, computer
    security, cryptography, encryption, public-key cryptography, digital signature, authentication, access control,
    firewall, intrusion detection system, computer virus, software architecture, object-oriented programming, formal
    verification, model checking, software testing, fault tolerance, real-time computing, embedded system, scheduling,
    load balancing, cache, computer architecture, microprocessor, graphics processing unit, virtual machine, middleware,
    grid computing, mobile computing, wireless sensor network, computer simulation, simulation, quality     of service,
    routing, network topology, bandwidth, protocol, internet, java, matlab, xml, unified modeling language, workflow, web
    application, big data, data science, data warehouse, data integration, data quality, open data, linked     data,
    internet of things, edge computing, blockchain, smart contract, web crawler, microservices, application
    programming interface, open-source software, version control, software repository, mining software repositories, code
    review, continuous integration, software maintenance, requirements engineering, software quality, technical debt,
    static program analysis, program synthesis, concurrency, memory management, file system, temporal logic, modal logic,
    first-order logic, propositional calculus, linear temporal logic, computation tree logic, automata theory,
    finite-state machine, formal language, context-free grammar, type theory, lambda calculus, process calculus, petri
    net, concurrency control, real-time operating system, linux, embedded linux, unix, web server, search algorithm,
    sorting algorithm, hash function, computational geometry, parallel algorithm, distributed algorithm, mobile agent,
    software agent, agent-based model, cellular automaton, automated theorem proving, logic programming, constraint
    programming, constraint satisfaction problem, boolean satisfiability problem, semantic network, description logic,
    rule-based system, wireless network, wireless lan, bluetooth, wireless ad hoc network, mobile ad hoc network, network
    traffic, network congestion, tcp congestion control, transmission control protocol, internet protocol suite, ip
    address, voice over ip, video on demand, multicast, asynchronous transfer mode, information security, email spam,
    anti-spam techniques, digital rights management, software license, electronic voting`,
  intelligence: `artificial intelligence, machine learning, neural network, artificial neural network, deep learning, genetic
    algorithm, evolutionary algorithm, fuzzy logic, fuzzy set, expert system, knowledge base, knowledge representation,
    ontology, natural language processing, speech recognition, pattern recognition, computer vision, image processing,
    image segmentation, feature extraction, feature selection, statistical classification, cluster analysis, support
    vector machine, decision tree, reinforcement learning, bayesian network, hidden markov model, intelligent agent,
    multi-agent system, data mining, text mining, information retrieval, search engine, recommender system, collaborative
    filtering, rough set, case-based reasoning, inference engine, learning algorithm, swarm intelligence, supervised
    learning, unsupervised learning, semi-supervised learning, transfer learning, convolutional neural network, recurrent
    neural network, long short-term memory, large language model, generative artificial intelligence, explainable
    artificial intelligence, word embedding, topic model, latent dirichlet allocation, sentiment analysis, named-entity
    recognition, machine translation, question answering, document classification, keyword extraction, automatic
    summarization, information extraction, entity linking, knowledge graph, semantic similarity, chatbot, dialogue system,
    object detection, anomaly detection, dimensionality reduction, principal component analysis, k-means clustering,
    random forest, gradient boosting, naive bayes classifier, k-nearest neighbors algorithm, hyperparameter optimization,
    overfitting, federated learning, multi-armed bandit, learning to rank, user modeling, user profile, personalization,
    content-based filtering, cold start`,
  mathematics: `linear algebra, matrix, eigenvalues and eigenvectors, differential equation, partial differential equation, ordinary
    differential equation, numerical analysis, finite element method, finite difference method, mathematical optimization,
    linear programming, nonlinear programming, convex optimization, dynamic programming, integer programming, graph
    theory, combinatorics, probability theory, stochastic process, markov chain, monte carlo method, statistics,
    regression analysis, time series, estimation theory, game theory, differential game, matrix game, nash equilibrium,
    set theory, number theory, polynomial, approximation, interpolation, fourier transform, wavelet, wavelet transform,
    laplace transform, convex function, lyapunov function, boundary value problem, linear system, nonlinear system,
    probability distribution, random variable, algebra, topology, geometry, complexity, computational complexity theory,
    heuristic, mathematical model, bayesian inference, bayesian statistics, maximum likelihood estimation, statistical
    hypothesis testing, multilevel model, structural equation modeling, factor analysis, analysis of variance, causal
    inference, survival analysis, linear regression, logistic regression, statistical inference, network science, complex
    network, random graph, linear matrix inequality, matrix decomposition, singular value decomposition, eigenvalue
    algorithm, sparse matrix, iterative method, newton's method, conjugate gradient method, gradient descent, simulated
    annealing, particle swarm optimization, ant colony optimization algorithms, tabu search, branch and bound,
    multi-objective optimization, stochastic optimization, fractal, integral equation, integral transform, hilbert space,
    functional analysis, measure theory, group theory, boolean algebra, graph coloring, spanning tree, shortest path
    problem, travelling salesman problem, np-completeness, approximation algorithm, randomized algorithm, boundary element
    method, b-spline, least squares, kriging, confidence interval, variance, standard deviation, correlation, covariance`,
  control: `control theory, control system, feedback, optimal control, robust control, adaptive control, nonlinear control, pid
    controller, model predictive control, state-space representation, kalman filter, system identification, stability
    theory, lyapunov stability, transfer function, robotics, robot, mobile robot, motion planning, trajectory, collision
    avoidance, navigation, actuator, sensor, fault detection and isolation, process control, sliding mode control, state
    observer, decision support system, supply chain, inventory control, ship, vehicle, automation, manufacturing,
    uncertainty, distributed control system, full state feedback, linear time-invariant system, control loop,
    servomechanism, aircraft flight control system, fly-by-wire, inverted pendulum, fuzzy control system, linear quadratic
    regulator, stochastic control, dynamical system, hybrid system, bifurcation theory, chaos theory, global positioning
    system, inertial navigation system, sensor fusion, particle filter, reliability engineering, queueing theory,
    logistics, inventory, total quality management, quality management, six sigma, lean manufacturing, just-in-time
    manufacturing`,
  signals: `signal processing, digital signal processing, filter, digital filter, adaptive filter, noise, signal-to-noise ratio,
    modulation, orthogonal frequency-division multiplexing, code-division multiple access, wireless, channel capacity,
    channel coding, error correction code, turbo code, antenna, radar, sonar, spectral density estimation, speech coding,
    data compression, image compression, video coding, quantization, sampling, frequency domain, time domain, bit error
    rate, mimo, beamforming, equalizer, synchronization, cellular network, mobile telephony, satellite communication,
    optical communication, optical fiber, telecommunication, bandwidth, frequency, image, video, audio, image restoration,
    edge detection, image registration, motion estimation, optical flow, speech synthesis, channel estimation, multipath
    propagation, fading, rayleigh fading, spread spectrum, frequency-hopping spread spectrum, phase-locked loop,
    analog-to-digital converter, digital-to-analog converter, power amplifier, low-noise amplifier, electronic oscillator,
    microwave, radio frequency, antenna array, phased array, synthetic-aperture radar, fiber-optic communication,
    wavelength-division multiplexing, optical amplifier, information theory, coding theory, mutual information`,
  physics: `quantum mechanics, quantum computing, quantum information, electromagnetism, electric field, magnetic field,
    semiconductor, transistor, integrated circuit, thin film, laser, photonics, optics, superconductivity, thermodynamics,
    heat transfer, fluid dynamics, computational fluid dynamics, turbulence, finite volume method, plasma, crystal,
    nanotechnology, microelectromechanical systems, power electronics, electric power, power system, electrical grid,
    renewable energy, solar cell, wind power, battery, fuel cell, electric motor, induction motor, power inverter,
    electric power conversion, capacitor, inductor, circuit design, very large scale integration, temperature, voltage,
    field-programmable gate array, application-specific integrated circuit, cmos, mosfet, printed circuit board, electric
    power distribution, electric power transmission, smart grid, photovoltaics, wind turbine, hydroelectricity, nuclear
    power, electric vehicle, hybrid vehicle, photonic crystal, quantum dot, quantum cryptography, quantum key distribution`,
  business: `electronic commerce, business process management, information system, enterprise resource planning, customer
    relationship management, knowledge management, e-government, e-learning, distance education, educational technology,
    marketing, supply chain management, decision-making, risk management, project management, outsourcing, financial
    market, stock market, bank, economics, auction, pricing, competition, innovation, organizational learning, human
    resources, strategic management, information technology, internet privacy, intellectual property, copyright,
    education, university, student, teacher, curriculum, industry, government, policy, bibliometrics, scientometrics,
    citation analysis, citation index, peer review, open access, open science, reproducibility, scholarly communication,
    academic publishing, altmetrics, h-index, science policy, enterprise software, business intelligence, electronic
    business, online shopping, online banking, accounting, management accounting, financial accounting, corporate
    governance, human resource management, telecommuting, virtual team, online advertising, digital marketing, search
    engine optimization, patent, library, digital preservation, health care, telehealth`,
  humancomputer: `human-computer interaction, user interface, graphical user interface, usability, user experience, virtual reality,
    augmented reality, computer graphics, visualization, information visualization, multimedia, hypertext, world wide web,
    web browser, digital library, metadata, semantic web, accessibility, computer-supported cooperative work, social
    network, social network analysis, online community, mobile device, gesture recognition, eye tracking, web site, web
    search engine, electronic mail, video game, interactive television, participatory design, user-centered design,
    human-centered design, interaction design, usability testing, data visualization, visual analytics, interactive
    visualization, tag cloud, infographic, crowdsourcing, citizen science, social media, twitter, microblogging, hashtag,
    information privacy, ethics of artificial intelligence, algorithmic bias, digital divide, computer-mediated
    communication, social computing, computational social science, affective computing, conversational user interface,
    trust, privacy, transparency`,
  biomedical: `bioinformatics, medical imaging, magnetic resonance imaging, computed tomography, medical ultrasound,
    electrocardiography, electroencephalography, biomedical engineering, telemedicine, health informatics, electronic
    health record, genomics, protein, gene expression, dna microarray, medical diagnosis, clinical decision support
    system, biosensor, prosthesis, drug discovery, epidemiology, hospital, patient`,
  education: `learning analytics, educational data mining, learning management system, massive open online course, intelligent
    tutoring system, educational technology, online learning, blended learning, formative assessment, summative
    assessment, educational assessment, peer assessment, peer feedback, self-regulated learning, metacognition,
    collaborative learning, computer-supported collaborative learning, mobile learning, gamification, game-based learning,
    serious game, learning design, instructional design, learning sciences, student engagement, academic achievement,
    dropout, higher education, secondary education, teacher education, computer science education, computational thinking,
    open educational resources, learning object, adaptive learning, personalized learning, flipped classroom,
    project-based learning, problem-based learning, inquiry-based learning, active learning, experiential learning,
    lifelong learning, constructivism, instructional scaffolding, rubric, automated essay scoring, knowledge tracing,
    bayesian knowledge tracing, open learner model, early warning system, data literacy, feedback, reflection, motivation,
    teacher, student, learning`,
};

/** Every phrase of the vocabulary, lower-case. */
export const VOCABULARY: readonly string[] = [
  ...new Set(
    Object.values(FIELDS)
      .flatMap((text) => text.split(','))
      .map((phrase) => phrase.trim().replace(/\s+/g, ' '))
      .filter(Boolean),
  ),
];
