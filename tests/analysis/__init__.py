"""Tests of jinro_lab.analysis: graphs, drawings, fonts, statistics, simulation."""
