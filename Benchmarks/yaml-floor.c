/* The floor for generation speed: a bare libyaml event parse of a file (no tree, no model).
 * Usage: yaml-floor FILE [RUNS]  - prints the median wall time of RUNS parses, in seconds.
 * Built by Benchmarks/run with: cc -O2 yaml-floor.c -lyaml */
#include <yaml.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static long parse(const unsigned char *bytes, size_t length) {
    yaml_parser_t parser;
    yaml_event_t event;
    long events = 0;
    if (!yaml_parser_initialize(&parser)) return -1;
    yaml_parser_set_input_string(&parser, bytes, length);
    for (;;) {
        if (!yaml_parser_parse(&parser, &event)) { events = -1; break; }
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        events++;
        if (done) break;
    }
    yaml_parser_delete(&parser);
    return events;
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: yaml-floor FILE [RUNS]\n"); return 2; }
    int runs = argc > 2 ? atoi(argv[2]) : 5;
    if (runs < 1) runs = 1;
    FILE *file = fopen(argv[1], "rb");
    if (!file) { perror(argv[1]); return 2; }
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    unsigned char *bytes = malloc(size > 0 ? size : 1);
    if (!bytes || fread(bytes, 1, size, file) != (size_t)size) { fprintf(stderr, "read failed\n"); return 2; }
    fclose(file);
    double *times = malloc(sizeof(double) * runs);
    for (int i = 0; i < runs; i++) {
        struct timespec start, end;
        clock_gettime(CLOCK_MONOTONIC, &start);
        /* Reading the file is part of what the generator does, so time it too. */
        FILE *again = fopen(argv[1], "rb");
        unsigned char *copy = malloc(size > 0 ? size : 1);
        if (!again || fread(copy, 1, size, again) != (size_t)size) { fprintf(stderr, "read failed\n"); return 2; }
        fclose(again);
        if (parse(copy, size) < 0) { fprintf(stderr, "%s: libyaml error\n", argv[1]); return 1; }
        free(copy);
        clock_gettime(CLOCK_MONOTONIC, &end);
        times[i] = (end.tv_sec - start.tv_sec) + (end.tv_nsec - start.tv_nsec) / 1e9;
    }
    qsort(times, runs, sizeof(double), compare);
    printf("%.6f\n", times[runs / 2]);
    free(times);
    free(bytes);
    return 0;
}
