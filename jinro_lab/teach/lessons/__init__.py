"""Each lesson's exercises (``lesson_NN.EXERCISES``), read by :mod:`jinro_lab.teach.exercises`."""
